import type { EntityManager } from '@mikro-orm/postgresql';
import { PROBLEM_REASON_LABELS } from '@fruit-shop/common/problem-report.rules';
import { slotLabel } from '@fruit-shop/common/delivery.rules';
import { shopLinks } from '../../core/links.js';
import { paiseToDecimal } from '../../lib/money.js';
import { enqueueMessageOnce } from '../messaging/outbox.service.js';
import type { OrderRecord } from '../orders/order.queries.js';
import type { ProblemReportRecord } from './problem-report.queries.js';

/*
 * The customer hears how their problem report ended (decision 0043), by email through the
 * outbox, in the resolving transaction: once per report (the outbox's dedupe key), to the
 * account's own verified address (as every order email), with an absolute link to the order.
 */

const rupees = (paise: number) => `₹${paiseToDecimal(paise)}`;

export interface Outcome {
  report: ProblemReportRecord;
  /** The free replacement, when that was the outcome. */
  replacement?: OrderRecord | null;
  /** How a cash-on-delivery order's refund went back ("UPI", "bank transfer"), when it was one. */
  refundBy?: string | null;
}

export function outcomeMessage({ report, replacement, refundBy }: Outcome, firstName: string): { subject: string; text: string } {
  const n = report.orderNumber;
  const items = report.lines.map((l) => `- ${l.quantity} × ${l.productName}`);
  const reason = PROBLEM_REASON_LABELS[report.reason].toLowerCase();
  let subject: string;
  const detail: string[] = [];
  if (report.status === 'refunded') {
    subject = `Your problem report on order ${n}: refund of ${rupees(report.refundAmount ?? 0)}`;
    detail.push(
      refundBy
        ? `We have refunded ${rupees(report.refundAmount ?? 0)} by ${refundBy} for the items you reported as ${reason}:`
        : `We are refunding ${rupees(report.refundAmount ?? 0)} to the card you paid with for the items you reported as ${reason}:`,
      ...items,
    );
    if (!refundBy) detail.push('', 'The refund reaches your account a few working days after the bank processes it; we will tell you when it has.');
  } else if (report.status === 'replaced') {
    subject = `Your problem report on order ${n}: a free replacement is on its way`;
    detail.push(`We are sending these items again, free of charge, as order ${replacement?.orderNumber ?? report.replacementOrderNumber}:`, ...items);
    if (replacement?.deliverySlot) detail.push('', `Delivery slot: ${slotLabel(replacement.deliverySlot)}.`);
    if (report.replacementOrderId) detail.push(`Follow the replacement: ${shopLinks.to(`/orders/${report.replacementOrderId}`)}`);
  } else {
    subject = `Your problem report on order ${n}: not accepted`;
    detail.push(`We looked at the items you reported as ${reason}:`, ...items, '', 'We could not accept this report, and no refund or replacement will be made.');
  }
  if (report.resolutionNote) detail.push('', `Note from the shop: ${report.resolutionNote}`);
  const text = [`Hello ${firstName},`, '', ...detail, '', `See your order: ${shopLinks.to(`/orders/${report.orderId}`)}`].join('\n');
  return { subject, text };
}

/** Queues the outcome email in `tx` (once per report); an account that is not verified hears nothing. */
export async function queueOutcomeMessage(tx: EntityManager, outcome: Outcome): Promise<void> {
  const [account] = await tx.execute<{ email: string; first_name: string }[]>('select "email", "first_name" from "app_user" where "id" = ? and "verified_at" is not null', [
    outcome.report.userId,
  ]);
  if (!account) return;
  const { subject, text } = outcomeMessage(outcome, account.first_name);
  await enqueueMessageOnce(tx, { channel: 'email', to: account.email, subject, text }, `problem-report:${outcome.report.id}:outcome:email`);
}
