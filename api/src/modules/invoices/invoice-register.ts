import type { EntityManager } from '@mikro-orm/postgresql';
import { shopDate, SHOP_UTC_OFFSET_MINUTES } from '@fruit-shop/common/delivery.rules';
import { toCsv, type CsvCell } from '../../lib/csv.js';
import { badInput } from '../../lib/errors.js';
import { paiseToDecimal } from '../../lib/money.js';
import { selectInvoices, selectLines } from './invoice.queries.js';

/*
 * A month's register of invoices and credit notes as CSV, what an accountant files GSTR-1 from:
 * number, date, type, the invoice a credit note refers to, buyer, place of supply, then taxable
 * value and tax for each rate the month used, then the document's totals. Credit notes are listed
 * with positive figures and the type 'Credit note' (GSTR-1 reports them in their own table).
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month's first instant and the next month's, in India time. */
function monthRange(month: string): [Date, Date] {
  const m = MONTH.exec(month);
  if (!m) throw badInput('The month is YYYY-MM', 'month');
  const year = Number(m[1]);
  const index = Number(m[2]) - 1;
  const at = (y: number, i: number) => new Date(Date.UTC(y, i, 1) - SHOP_UTC_OFFSET_MINUTES * 60_000);
  return [at(year, index), at(index === 11 ? year + 1 : year, (index + 1) % 12)];
}

const rateLabel = (rate: number) => `${rate}%`;

export async function invoiceRegisterCsv(em: EntityManager, month: string): Promise<string> {
  const [from, to] = monthRange(month);
  const documents = await selectInvoices(em, 'd."issued_at" >= ? and d."issued_at" < ?', [from, to]);
  const lines = await selectLines(
    em,
    documents.map((d) => d.id),
  );
  const rates = [...new Set([...lines.values()].flat().map((l) => l.rate))].sort((a, b) => a - b);
  const header = [
    'Number',
    'Date',
    'Type',
    'Against invoice',
    'Order',
    'Buyer',
    'Place of supply',
    'Supply',
    ...rates.flatMap((r) => [`Taxable value ${rateLabel(r)} (₹)`, `Tax ${rateLabel(r)} (₹)`]),
    'Taxable value (₹)',
    'CGST (₹)',
    'SGST (₹)',
    'IGST (₹)',
    'Total (₹)',
  ];
  const rows: CsvCell[][] = documents.map((d) => {
    const byRate = new Map(rates.map((r) => [r, { taxable: 0, tax: 0 }]));
    for (const l of lines.get(d.id) ?? []) {
      const cell = byRate.get(l.rate)!;
      cell.taxable += l.taxableValue;
      cell.tax += l.cgst + l.sgst + l.igst;
    }
    return [
      d.number,
      shopDate(d.issuedAt),
      d.kind === 'invoice' ? 'Invoice' : 'Credit note',
      d.invoiceNumber ?? '',
      d.orderId,
      d.buyerName,
      d.placeOfSupply,
      d.interState ? 'Inter-state (IGST)' : 'Intra-state (CGST+SGST)',
      ...rates.flatMap((r) => [paiseToDecimal(byRate.get(r)!.taxable), paiseToDecimal(byRate.get(r)!.tax)]),
      paiseToDecimal(d.taxableValue),
      paiseToDecimal(d.cgst),
      paiseToDecimal(d.sgst),
      paiseToDecimal(d.igst),
      paiseToDecimal(d.total),
    ];
  });
  return toCsv(header, rows);
}
