/*
 * The admin log in words (issue 40: it showed raw JSON). An action reads as a sentence where
 * its name says what happened ("coupon_updated" → "Updated coupon"); a change reads as
 * "Label: before → after". Unknown shapes still show, as "key: value".
 */

const VERBS: Record<string, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  deactivated: 'Deactivated',
  added: 'Added',
  removed: 'Removed',
  approved: 'Approved',
  resolved: 'Resolved',
  withdrawn: 'Withdrawn',
  changed: 'Changed',
  adjusted: 'Adjusted',
  shipped: 'Shipped',
};

const SENTENCES: Record<string, string> = {
  login: 'Signed in',
  logout: 'Signed out',
  admin_signup: 'Signed up as an admin',
  password_reset: 'Reset a password',
  orders_shipped: 'Marked orders as shipped',
  stock_adjusted: 'Adjusted stock',
};

/** 'discountValue' or 'discount_value' → 'Discount value'. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/** 'coupon_updated' → 'Updated coupon'; 'order_status_changed' → 'Changed order status'. */
export function actionSentence(action: string): string {
  if (SENTENCES[action]) return SENTENCES[action];
  const parts = action.split('_');
  const verb = VERBS[parts[parts.length - 1]];
  if (verb && parts.length > 1) return `${verb} ${parts.slice(0, -1).join(' ')}`;
  return fieldLabel(action);
}

export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '—';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${fieldLabel(k)}: ${valueText(v)}`)
      .join(', ');
  }
  return String(value);
}

const isDiff = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'to' in value && Object.keys(value).length === 2;

/** One line per changed field: 'Code: — → CODE1', or 'Count: 3' for a plain detail. */
export function changeLines(changes: unknown): { label: string; text: string }[] {
  if (typeof changes !== 'object' || changes === null) return changes == null ? [] : [{ label: 'Details', text: valueText(changes) }];
  return Object.entries(changes as Record<string, unknown>).map(([key, value]) => ({
    label: fieldLabel(key),
    text: isDiff(value) ? `${valueText(value.from)} → ${valueText(value.to)}` : valueText(value),
  }));
}
