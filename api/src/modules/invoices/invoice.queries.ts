import type { EntityManager } from '@mikro-orm/postgresql';
import { decimalToPaise, type Paise } from '../../lib/money.js';
import type { LineKind } from './gst-split.js';
import type { DocumentKind } from './invoice-numbers.js';

/* Reading issued invoices and credit notes (the invoices module's own tables). */

/** The seller as the document was issued (a later change of the shop's profile does not rewrite it). */
export interface SellerSnapshot {
  tradeName: string;
  legalName: string;
  address: string;
  state: string;
  stateCode: string;
  gstin: string;
  fssaiLicence: string;
  phone: string;
  email: string;
}

export interface InvoiceLineRecord {
  position: number;
  kind: LineKind;
  description: string;
  hsnCode: string | null;
  quantity: number;
  unit: string;
  gross: Paise;
  discount: Paise;
  taxableValue: Paise;
  rate: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
}

export interface InvoiceRecord {
  id: number;
  kind: DocumentKind;
  number: string;
  financialYear: string;
  orderId: number;
  userId: number;
  /** A credit note's invoice: its id and number. */
  invoiceId: number | null;
  invoiceNumber: string | null;
  refundId: number | null;
  issuedAt: Date;
  seller: SellerSnapshot;
  buyerName: string;
  buyerAddress: string;
  buyerState: string;
  placeOfSupply: string;
  interState: boolean;
  taxableValue: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
}

type Raw = {
  id: number;
  kind: DocumentKind;
  number: string;
  financial_year: string;
  order_id: number;
  user_id: number;
  invoice_id: number | null;
  invoice_number: string | null;
  refund_id: number | null;
  issued_at: Date | string;
  seller: SellerSnapshot | string;
  buyer_name: string;
  buyer_address: string;
  buyer_state: string;
  place_of_supply: string;
  inter_state: boolean;
  taxable_value: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
};

export const INVOICE_SELECT = `select d."id", d."kind", d."number", d."financial_year", d."order_id", d."user_id", d."invoice_id", p."number" as "invoice_number",
    d."refund_id", d."issued_at", d."seller", d."buyer_name", d."buyer_address", d."buyer_state", d."place_of_supply", d."inter_state",
    d."taxable_value"::text, d."cgst"::text, d."sgst"::text, d."igst"::text, d."total"::text
  from "invoice" d left join "invoice" p on p."id" = d."invoice_id"`;

export const toInvoice = (r: Raw): InvoiceRecord => ({
  id: r.id,
  kind: r.kind,
  number: r.number,
  financialYear: r.financial_year,
  orderId: r.order_id,
  userId: r.user_id,
  invoiceId: r.invoice_id,
  invoiceNumber: r.invoice_number,
  refundId: r.refund_id,
  issuedAt: new Date(r.issued_at),
  seller: typeof r.seller === 'string' ? (JSON.parse(r.seller) as SellerSnapshot) : r.seller,
  buyerName: r.buyer_name,
  buyerAddress: r.buyer_address,
  buyerState: r.buyer_state,
  placeOfSupply: r.place_of_supply,
  interState: r.inter_state,
  taxableValue: decimalToPaise(r.taxable_value),
  cgst: decimalToPaise(r.cgst),
  sgst: decimalToPaise(r.sgst),
  igst: decimalToPaise(r.igst),
  total: decimalToPaise(r.total),
});

export async function selectInvoices(em: EntityManager, where: string, params: unknown[]): Promise<InvoiceRecord[]> {
  const rows = await em.execute<Raw[]>(`${INVOICE_SELECT} where ${where} order by d."issued_at", d."id"`, params);
  return rows.map(toInvoice);
}

type LineRaw = {
  invoice_id: number;
  position: number;
  kind: LineKind;
  description: string;
  hsn_code: string | null;
  quantity: number;
  unit: string;
  gross: string;
  discount: string;
  taxable_value: string;
  gst_rate: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
};

/** The lines of each document, by its id (one statement). */
export async function selectLines(em: EntityManager, invoiceIds: readonly number[]): Promise<Map<number, InvoiceLineRecord[]>> {
  const byId = new Map<number, InvoiceLineRecord[]>(invoiceIds.map((id) => [id, []]));
  if (!invoiceIds.length) return byId;
  const rows = await em.execute<LineRaw[]>(
    `select "invoice_id", "position", "kind", "description", "hsn_code", "quantity", "unit", "gross"::text, "discount"::text, "taxable_value"::text,
            "gst_rate"::text, "cgst"::text, "sgst"::text, "igst"::text, "total"::text
       from "invoice_line" where "invoice_id" = any(?::int[]) order by "invoice_id", "position"`,
    [`{${invoiceIds.join(',')}}`],
  );
  for (const r of rows) {
    byId.get(r.invoice_id)?.push({
      position: r.position,
      kind: r.kind,
      description: r.description,
      hsnCode: r.hsn_code,
      quantity: r.quantity,
      unit: r.unit,
      gross: decimalToPaise(r.gross),
      discount: decimalToPaise(r.discount),
      taxableValue: decimalToPaise(r.taxable_value),
      rate: Number(r.gst_rate),
      cgst: decimalToPaise(r.cgst),
      sgst: decimalToPaise(r.sgst),
      igst: decimalToPaise(r.igst),
      total: decimalToPaise(r.total),
    });
  }
  return byId;
}
