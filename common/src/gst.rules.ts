/*
 * A product's GST classification (issue 39 part 4, docs/decisions/0042-gst-invoices.md): its
 * HSN code and its GST rate, checked the same way by the api and the admin product form. No
 * imports, so the browser bundle takes it as is.
 */

/** The rates GST knows (percent): nil, the special 0.25 % and 3 %, and the slabs, old and new. */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;

/** HSN: 4, 6 or 8 digits (a shop under ₹5 crore turnover prints at least 4 on B2C invoices). */
export const HSN_PATTERN = /^\d{4}(\d{2}){0,2}$/;

export const HSN_MESSAGE = 'The HSN code is 4, 6 or 8 digits';
export const GST_RATE_MESSAGE = `The GST rate is one of ${GST_RATES.join(', ')} %`;

/** What the admin typed, tidied: spaces and dots removed ('0804.50' → '080450'); empty → null. */
export function normalizeHsn(value: string | null | undefined): string | null {
  const text = (value ?? '').replace(/[\s.]/g, '');
  return text || null;
}

/** True, or the message to show. An empty code is allowed (the invoice then prints none). */
export function hsnRule(value: string | null | undefined): true | string {
  const code = normalizeHsn(value);
  return code === null || HSN_PATTERN.test(code) ? true : HSN_MESSAGE;
}

export function gstRateRule(value: number | null | undefined): true | string {
  return value !== null && value !== undefined && (GST_RATES as readonly number[]).includes(value) ? true : GST_RATE_MESSAGE;
}
