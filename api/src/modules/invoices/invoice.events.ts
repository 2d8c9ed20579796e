import type { EventBus, ShopEventHandler } from '../../core/events.js';
import { invoiceService } from './invoice.service.js';

/** A delivered order gets its tax invoice, in the delivering transaction (decision 0042). */
const issueInvoice: ShopEventHandler<'order-delivered'> = async (tx, { orderId }) => {
  await invoiceService.issueForOrder(tx, orderId);
};

/** A refund of an invoiced order gets a credit note against the invoice, in the refund's transaction. */
const issueCreditNote: ShopEventHandler<'order-refunded'> = async (tx, event) => {
  await invoiceService.creditNoteForRefund(tx, event);
};

/** What invoices do when other modules report something (core/events.ts); the app subscribes them at start-up. */
export function subscribeInvoiceEvents(events: EventBus): void {
  events.subscribe('order-delivered', issueInvoice);
  events.subscribe('order-refunded', issueCreditNote);
}
