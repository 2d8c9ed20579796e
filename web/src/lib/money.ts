// Rupees arrive as numbers with at most two decimals (the server computes in paise).
//
// Formatted by hand rather than with Intl.NumberFormat: building an 'en-IN' formatter loads
// locale data, measured as the largest part of evaluating the product-card chunk at start-up
// (~25 ms on this machine, 4× that on a phone), and Node's and the browser's ICU data could
// differ, which would be a hydration mismatch on every price.

/** 1234567 → '12,34,567': the last three digits, then groups of two (Indian grouping). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const groups = head.match(/\d{1,2}(?=(\d{2})*$)/g) ?? [];
  return `${groups.join(',')},${digits.slice(-3)}`;
}

/** ₹1,23,456.50 — Indian digit grouping, two decimals (the default where prices show). */
export function formatMoney(amount: number, options: { decimals?: boolean } = {}): string {
  const sign = amount < 0 ? '-' : '';
  const paise = Math.round(Math.abs(amount) * 100);
  if (options.decimals === false) return `${sign}₹${groupIndian(String(Math.round(paise / 100)))}`;
  const rupees = Math.floor(paise / 100);
  const fraction = String(paise % 100).padStart(2, '0');
  return `${sign}₹${groupIndian(String(rupees))}.${fraction}`;
}
