import type { OutgoingMessage } from './message-sender.js';

/*
 * Indian rules (TRAI's DLT) let a business send only texts whose wording it registered as a
 * template: MSG91 sends a template by its id and fills in the variables. The shop's texts fall
 * in three kinds, each with its own template (MSG91_TEMPLATE_OTP, _ORDER, _GENERIC), told
 * apart by what every text of that kind carries: a one-time code's "one-time code is 123456"
 * (auth.service.ts, phone-change.service.ts, admin-password-reset.service.ts), an order's
 * subject "Order …" (orders/order-messages.ts). The outbox keeps no kind of its own.
 */

export type SmsKind = 'otp' | 'order' | 'generic';

/**
 * The variables a template may use (##name## in MSG91), besides the number:
 *   otp      `otp` (the 6 digits), `minutes` (how long it works);
 *   order    `order` (its number as the shop shows it), `link` (the order's page);
 *   every    `message` (the shop's whole text, for a template that is one variable).
 */
export interface SmsContent {
  kind: SmsKind;
  variables: Record<string, string>;
}

const CODE = /one-time code is (\d{4,8})\b/;
const MINUTES = /expires in (\d+) minutes/;
const ORDER = /^Order (\S+)/;
const LINK = /https?:\/\/\S+/;

export function smsContentOf({ subject, text }: Pick<OutgoingMessage, 'subject' | 'text'>): SmsContent {
  const code = CODE.exec(text)?.[1];
  if (code) return { kind: 'otp', variables: { otp: code, minutes: MINUTES.exec(text)?.[1] ?? '10', message: text } };
  const order = ORDER.exec(subject)?.[1];
  if (order) return { kind: 'order', variables: { order, link: LINK.exec(text)?.[0] ?? '', message: text } };
  return { kind: 'generic', variables: { message: text } };
}
