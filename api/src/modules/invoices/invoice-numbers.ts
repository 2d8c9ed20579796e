import type { EntityManager } from '@mikro-orm/postgresql';
import { SHOP_UTC_OFFSET_MINUTES } from '@fruit-shop/common/delivery.rules';
import { AppError } from '../../lib/errors.js';

/*
 * Invoice and credit-note numbers (rule 46(b) CGST Rules: consecutive, unique for the financial
 * year, at most 16 characters of letters, digits, '-' and '/'): 'FS/26-27/000123' for invoices
 * (15 characters, up to 999,999 a year) and 'FS/CN/26-27/0001' for credit notes (16, up to 9,999).
 */

export type DocumentKind = 'invoice' | 'credit_note';

export const SERIES: Record<DocumentKind, { prefix: string; digits: number }> = {
  invoice: { prefix: 'FS', digits: 6 },
  credit_note: { prefix: 'FS/CN', digits: 4 },
};

/** The financial year (April–March, India time) an instant falls in: '26-27' from 1 April 2026 to 31 March 2027. */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

export function documentNumber(kind: DocumentKind, financialYear: string, sequence: number): string {
  const { prefix, digits } = SERIES[kind];
  if (sequence >= 10 ** digits) throw new AppError('CONFLICT', `The ${kind.replace('_', ' ')} series of ${financialYear} is full (${10 ** digits - 1} numbers)`);
  return `${prefix}/${financialYear}/${String(sequence).padStart(digits, '0')}`;
}

/**
 * The next number of a series in the financial year, inside the issuing transaction `tx`: the
 * counter row is created or advanced by one statement and stays locked until `tx` ends, so
 * issuers (on any instance) take turns, and a transaction that rolls back gives its number back.
 */
export async function nextSequence(tx: EntityManager, kind: DocumentKind, financialYear: string): Promise<number> {
  const [row] = await tx.execute<{ last_number: number }[]>(
    `insert into "invoice_counter" ("series", "financial_year", "last_number") values (?, ?, 1)
       on conflict ("series", "financial_year") do update set "last_number" = "invoice_counter"."last_number" + 1
     returning "last_number"`,
    [SERIES[kind].prefix, financialYear],
  );
  return row.last_number;
}
