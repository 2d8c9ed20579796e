/*
 * CSV for the back office's exports (RFC 4180: comma, CRLF, fields quoted when they must be).
 * A cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return at the
 * start) is written with a leading apostrophe: an order's name or note comes from a shopper
 * and must never become a formula on a staff member's computer (CSV injection).
 */

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header, then one line per row, each line ending in CRLF; a BOM so spreadsheets read UTF-8 (₹). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
