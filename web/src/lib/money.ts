// Rupees arrive as numbers with at most two decimals (the server computes in paise).
// Intl formatters are costly to build, so they are made once.
const withDecimals = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹1,23,456.50 — Indian digit grouping, two decimals (the default where prices show). */
export function formatMoney(amount: number, options: { decimals?: boolean } = {}): string {
  const formatter = options.decimals === false ? wholeRupees : withDecimals;
  const sign = amount < 0 ? '-' : '';
  return `${sign}₹${formatter.format(Math.abs(amount))}`;
}
