import type { EntityManager } from '@mikro-orm/postgresql';
import { GST_STATE_CODES, gstStateCode, gstStateName } from '@fruit-shop/common/shop-profile.rules';
import { notFound, parseId } from '../../lib/errors.js';
import { decimalToPaise, paiseToDecimal, type Paise } from '../../lib/money.js';
import { productTaxService } from '../catalog/product-tax.service.js';
import { couponService } from '../coupons/coupon.service.js';
import { selectOrder } from '../orders/order.queries.js';
import { allocate, principalRate, splitLines, taxOf, totalsOf, type LineInput, type SplitLine } from './gst-split.js';
import { documentNumber, financialYearOf, nextSequence, type DocumentKind } from './invoice-numbers.js';
import { selectInvoices, selectLines, type InvoiceLineRecord, type InvoiceRecord, type SellerSnapshot } from './invoice.queries.js';

/*
 * GST invoices and credit notes (issue 39 part 4, docs/decisions/0042-gst-invoices.md). An
 * invoice is issued in the transaction that delivers the order ('order-delivered'); a credit note
 * in the transaction that refunds a delivered order ('order-refunded'). Both take their number
 * from the counter in that transaction (invoice-numbers.ts) and keep a snapshot of the seller,
 * the buyer and every figure, so a document never changes once issued.
 */

export interface InvoiceDocument extends InvoiceRecord {
  lines: InvoiceLineRecord[];
}

/**
 * The seller's details from the shop's profile (settings owns the row; read here by column name
 * with a row-to-json, so a column not there yet or empty reads as '' and never fails an issue).
 */
async function sellerOf(tx: EntityManager): Promise<SellerSnapshot> {
  const [row] = await tx.execute<{ profile: Record<string, unknown> | null }[]>('select to_jsonb(p) as "profile" from "shop_profile" p where p."id" = 1');
  const p = row?.profile ?? {};
  const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string).trim() : '');
  const gstin = text('gstin').toUpperCase();
  const state = gstStateName(text('state')) ?? stateOfGstin(gstin) ?? text('state');
  return {
    tradeName: text('trade_name'),
    legalName: text('legal_name'),
    address: text('address'),
    state,
    stateCode: gstStateCode(state) ?? gstin.slice(0, 2),
    gstin,
    fssaiLicence: text('fssai_licence'),
    phone: text('phone'),
    email: text('email'),
  };
}

/** The state a GSTIN was issued in (its first two digits). */
function stateOfGstin(gstin: string): string | null {
  const code = gstin.slice(0, 2);
  return Object.entries(GST_STATE_CODES).find(([, c]) => c === code)?.[0] ?? null;
}

/** Within the shop's state: CGST + SGST; anywhere else (or a state neither side can name): IGST. */
function isInterState(sellerState: string, deliveryState: string): boolean {
  const a = gstStateName(sellerState);
  const b = gstStateName(deliveryState);
  if (a && b) return a !== b;
  return sellerState.trim().toLowerCase() !== deliveryState.trim().toLowerCase();
}

const money = paiseToDecimal;

async function insertDocument(
  tx: EntityManager,
  kind: DocumentKind,
  head: { orderId: number; userId: number; invoiceId: number | null; refundId: number | null; seller: SellerSnapshot; buyerName: string; buyerAddress: string; buyerState: string; interState: boolean },
  lines: readonly SplitLine[],
): Promise<number> {
  const [{ at }] = await tx.execute<{ at: Date }[]>('select clock_timestamp() as "at"');
  const issuedAt = new Date(at);
  const financialYear = financialYearOf(issuedAt);
  const sequence = await nextSequence(tx, kind, financialYear);
  const totals = totalsOf(lines);
  const stateCode = gstStateCode(head.buyerState);
  const placeOfSupply = stateCode ? `${gstStateName(head.buyerState)} (${stateCode})` : head.buyerState;
  const [{ id }] = await tx.execute<{ id: number }[]>(
    `insert into "invoice" ("kind", "number", "series", "financial_year", "sequence", "order_id", "user_id", "invoice_id", "refund_id", "issued_at", "seller",
       "buyer_name", "buyer_address", "buyer_state", "place_of_supply", "inter_state", "taxable_value", "cgst", "sgst", "igst", "total")
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id"`,
    [
      kind,
      documentNumber(kind, financialYear, sequence),
      kind === 'invoice' ? 'FS' : 'FS/CN',
      financialYear,
      sequence,
      head.orderId,
      head.userId,
      head.invoiceId,
      head.refundId,
      issuedAt,
      JSON.stringify(head.seller),
      head.buyerName.slice(0, 120),
      head.buyerAddress.slice(0, 600),
      head.buyerState.slice(0, 100),
      placeOfSupply.slice(0, 100),
      head.interState,
      money(totals.taxableValue),
      money(totals.cgst),
      money(totals.sgst),
      money(totals.igst),
      money(totals.total),
    ],
  );
  if (lines.length) {
    const values = lines.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    await tx.execute(
      `insert into "invoice_line" ("invoice_id", "position", "kind", "description", "hsn_code", "quantity", "unit", "gross", "discount", "taxable_value", "gst_rate", "cgst", "sgst", "igst", "total") values ${values}`,
      lines.flatMap((l, i) => [id, i + 1, l.kind, l.description.slice(0, 200), l.hsnCode, l.quantity, l.unit, money(l.gross), money(l.discount), money(l.taxableValue), l.rate, money(l.cgst), money(l.sgst), money(l.igst), money(l.total)]),
    );
  }
  return id;
}

export const invoiceService = {
  /**
   * The order's tax invoice, in the delivering transaction `tx` (the order's row is locked by
   * it). Once per order: a second delivery of the same order issues nothing. An order with
   * nothing to pay (a subscription's delivery, a free replacement) sold nothing: no invoice.
   * Returns the invoice's id, or null when none was issued.
   */
  async issueForOrder(tx: EntityManager, orderId: number): Promise<number | null> {
    const [existing] = await tx.execute<{ id: number }[]>(`select "id" from "invoice" where "order_id" = ? and "kind" = 'invoice'`, [orderId]);
    if (existing) return null;
    const order = await selectOrder(tx, orderId);
    if (!order || order.total <= 0) return null;
    const taxes = await productTaxService.of(
      tx,
      order.items.map((i) => i.productId),
    );
    const goods: LineInput[] = order.items.map((i) => ({
      kind: 'goods',
      description: i.productName,
      hsnCode: taxes.get(i.productId)?.hsnCode ?? null,
      quantity: i.quantity,
      unit: i.unit,
      gross: i.subTotal,
      rate: taxes.get(i.productId)?.gstRate ?? 0,
    }));
    const feeRate = principalRate(goods);
    const fees: LineInput[] = [
      ...(order.deliveryFee > 0 ? [{ kind: 'delivery' as const, description: 'Delivery charge', hsnCode: null, quantity: 1, unit: 'order', gross: order.deliveryFee, rate: feeRate }] : []),
      ...(order.handlingFee > 0 ? [{ kind: 'handling' as const, description: 'Handling charge', hsnCode: null, quantity: 1, unit: 'order', gross: order.handlingFee, rate: feeRate }] : []),
    ];
    const coupon = order.couponCode && order.couponDiscount > 0 ? await couponService.byCode(tx, order.couponCode) : null;
    // A free-delivery coupon takes the delivery charge off; any other takes its share off every item.
    const appliesTo = coupon?.discountType === 'free_shipping' ? (l: LineInput) => l.kind === 'delivery' : (l: LineInput) => l.kind === 'goods';
    const seller = await sellerOf(tx);
    const s = order.shipping;
    const lines = splitLines([...goods, ...fees], order.couponDiscount, isInterState(seller.state, s.state), appliesTo);
    return insertDocument(
      tx,
      'invoice',
      {
        orderId,
        userId: order.userId,
        invoiceId: null,
        refundId: null,
        seller,
        buyerName: `${s.firstName} ${s.lastName}`.trim(),
        buyerAddress: `${s.address}, ${s.city}, ${s.state} ${s.postcode}, ${s.country}`,
        buyerState: s.state,
        interState: isInterState(seller.state, s.state),
      },
      lines,
    );
  },

  /**
   * A credit note for a refund of an invoiced order (section 34 CGST Act; rule 53), in the
   * refund's transaction: the amount is shared over the invoice's lines in proportion to what is
   * left of each after earlier credit notes, and split into taxable value and tax at each line's
   * rate. Nothing for an order without an invoice (a refund before delivery reverses a sale that
   * was never invoiced), for a refund already noted, or past the invoice's total.
   */
  async creditNoteForRefund(tx: EntityManager, event: { orderId: number; refundId: number; amount: Paise }): Promise<number | null> {
    // The invoice's row lock puts two refunds of one order in turn: what is left is exact.
    const [invoice] = await tx.execute<{ id: number }[]>(`select "id" from "invoice" where "order_id" = ? and "kind" = 'invoice' for update`, [event.orderId]);
    if (!invoice) return null;
    const [noted] = await tx.execute<{ id: number }[]>('select "id" from "invoice" where "refund_id" = ?', [event.refundId]);
    if (noted) return null;
    const [head] = await selectInvoices(tx, 'd."id" = ?', [invoice.id]);
    const credited = await tx.execute<{ position: number; total: string }[]>(
      `select l."position", sum(l."total")::text as "total" from "invoice_line" l join "invoice" c on c."id" = l."invoice_id"
        where c."invoice_id" = ? group by l."position"`,
      [invoice.id],
    );
    const lines = (await selectLines(tx, [invoice.id])).get(invoice.id) ?? [];
    const creditedBy = new Map(credited.map((c) => [c.position, decimalToPaise(c.total)]));
    const left = lines.map((l) => Math.max(l.total - (creditedBy.get(l.position) ?? 0), 0));
    const amount = Math.min(event.amount, left.reduce((a, b) => a + b, 0));
    if (amount <= 0) return null;
    const shares = allocate(amount, left);
    const noteLines: SplitLine[] = lines.flatMap((l, i) =>
      shares[i] > 0 ? [{ ...l, gross: shares[i], discount: 0, total: shares[i], ...taxOf(shares[i], l.rate, head.interState) }] : [],
    );
    return insertDocument(
      tx,
      'credit_note',
      {
        orderId: event.orderId,
        userId: head.userId,
        invoiceId: invoice.id,
        refundId: event.refundId,
        seller: await sellerOf(tx),
        buyerName: head.buyerName,
        buyerAddress: head.buyerAddress,
        buyerState: head.buyerState,
        interState: head.interState,
      },
      noteLines,
    );
  },

  /** The invoice and credit notes of one of the customer's orders (none for anyone else's). */
  async ofCustomerOrder(em: EntityManager, userId: number, rawOrderId: string | number): Promise<InvoiceRecord[]> {
    return selectInvoices(em, 'd."order_id" = ? and d."user_id" = ?', [parseId(rawOrderId, 'order_id'), userId]);
  },

  async ofOrder(em: EntityManager, rawOrderId: string | number): Promise<InvoiceRecord[]> {
    return selectInvoices(em, 'd."order_id" = ?', [parseId(rawOrderId, 'order_id')]);
  },

  /** One document with its lines; `userId` limits it to that customer's (404 otherwise). */
  async document(em: EntityManager, rawId: string | number, userId?: number): Promise<InvoiceDocument> {
    const id = parseId(rawId, 'invoice_id');
    const [head] = await selectInvoices(em, userId === undefined ? 'd."id" = ?' : 'd."id" = ? and d."user_id" = ?', userId === undefined ? [id] : [id, userId]);
    if (!head) throw notFound('Invoice not found');
    return { ...head, lines: (await selectLines(em, [id])).get(id) ?? [] };
  },

  /** The tax invoice of an order (404 before it is issued, or for another customer's order). */
  async invoiceOfOrder(em: EntityManager, rawOrderId: string | number, userId?: number): Promise<InvoiceDocument> {
    const orderId = parseId(rawOrderId, 'order_id');
    const where = `d."order_id" = ? and d."kind" = 'invoice'${userId === undefined ? '' : ' and d."user_id" = ?'}`;
    const [head] = await selectInvoices(em, where, userId === undefined ? [orderId] : [orderId, userId]);
    if (!head) throw notFound('Invoice not found');
    return { ...head, lines: (await selectLines(em, [head.id])).get(head.id) ?? [] };
  },
};
