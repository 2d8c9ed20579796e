import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { shopEvents } from '../../api/src/core/events.js';
import { allocate, principalRate, splitLines, taxOf, totalsOf, type LineInput } from '../../api/src/modules/invoices/gst-split.js';
import { indianFigures, numberInWords, rupeesInWords } from '../../api/src/modules/invoices/amount-words.js';
import { documentNumber, financialYearOf } from '../../api/src/modules/invoices/invoice-numbers.js';
import { subscribeInvoiceEvents } from '../../api/src/modules/invoices/invoice.events.js';
import { invoiceService } from '../../api/src/modules/invoices/invoice.service.js';
import { orderService } from '../../api/src/modules/orders/order.service.js';
import { apiUrl } from '../utils/api-client.js';
import { adminLogin, removeShelvesAndOrders, type AdminSession } from '../utils/admins.js';
import { addShelf, shelfProduct } from '../utils/catalog-shelf.js';
import { connectTestOrm } from '../utils/orm.js';
import { makeShoppers } from '../utils/shoppers.js';

/*
 * GST invoices (issue 39 part 4, docs/decisions/0042-gst-invoices.md): the split of tax-inclusive
 * prices to the paisa against worked examples done by hand, numbers that stay gapless while 50
 * deliveries race over two connections, credit notes for refunds, and the PDF read back.
 */

const paise = (rupees: number) => Math.round(rupees * 100);
const goods = (description: string, gross: number, rate: number, quantity = 1): LineInput => ({ kind: 'goods', description, hsnCode: rate ? '0802' : '0804', quantity, unit: 'kg', gross, rate });
const fee = (kind: 'delivery' | 'handling', gross: number, rate: number): LineInput => ({ kind, description: kind, hsnCode: null, quantity: 1, unit: 'order', gross, rate });
const figures = (l: { discount: number; taxableValue: number; cgst: number; sgst: number; igst: number; total: number }) => [l.discount, l.taxableValue, l.cgst, l.sgst, l.igst, l.total];

describe('the GST split (worked by hand)', () => {
  it('example 1: Pune to Pune (CGST + SGST), a 10 % coupon, mangoes at 0 % and cashews at 5 %', () => {
    // Mangoes 2 × ₹499 = ₹998.00 (0 %), cashews ₹650.00 (5 %): subtotal ₹1,648.00; handling ₹9.00, no delivery fee
    // (over ₹100); 10 % off the goods = ₹164.80, shared 99800 : 65000 → ₹99.80 and ₹65.00 exactly.
    // Cashews after it: ₹585.00. CGST = SGST = 585.00 × 2.5/105 = 13.9285… → ₹13.93; taxable 585.00 − 27.86 = ₹557.14.
    // Handling follows the goods' principal rate: 0 % (₹998 of mangoes outweigh ₹650 of cashews).
    const lines = [goods('Mango', 99800, 0, 2), goods('Cashew', 65000, 5), fee('handling', 900, 0)];
    expect(principalRate(lines)).toBe(0);
    const split = splitLines(lines, 16480, false, (l) => l.kind === 'goods');
    expect(split.map(figures)).toEqual([
      [9980, 89820, 0, 0, 0, 89820],
      [6500, 55714, 1393, 1393, 0, 58500],
      [0, 900, 0, 0, 0, 900],
    ]);
    expect(totalsOf(split)).toMatchObject({ taxableValue: 146434, cgst: 1393, sgst: 1393, igst: 0, total: 149220 });
    // The order's total: 1648.00 + 9.00 − 164.80 = ₹1,492.20.
    expect(totalsOf(split).total).toBe(paise(1492.2));
  });

  it('example 2: Pune to Bengaluru (IGST), a ₹50 coupon over awkward prices', () => {
    // Cashews ₹333.33 and raisins 2 × ₹111.11 = ₹222.22 (5 %), kiwi ₹99.99 (0 %): subtotal ₹655.54.
    // ₹50 over 33333 : 22222 : 9999 (sum 65554): exact shares 2542.41, 1694.94, 762.65 paise; rounded down
    // 2542 + 1694 + 762 = 4998, the 2 paise left go to the largest remainders (raisins .94, kiwi .65):
    // 2542, 1695, 763. Nets: 30791, 20527, 9236.
    // IGST 5/105: 30791 → 1466.24 → 1466 (taxable 29325); 20527 → 977.48 → 977 (taxable 19550).
    // Handling ₹9 follows the goods at 5 % (₹555.55 of 5 % goods): 900 × 5/105 = 42.86 → 43, taxable 857.
    const lines = [goods('Cashew', 33333, 5), goods('Raisins', 22222, 5, 2), goods('Kiwi', 9999, 0), fee('handling', 900, 5)];
    expect(principalRate(lines.slice(0, 3))).toBe(5);
    const split = splitLines(lines, 5000, true, (l) => l.kind === 'goods');
    expect(split.map(figures)).toEqual([
      [2542, 29325, 0, 0, 1466, 30791],
      [1695, 19550, 0, 0, 977, 20527],
      [763, 9236, 0, 0, 0, 9236],
      [0, 857, 0, 0, 43, 900],
    ]);
    // 655.54 + 9.00 − 50.00 = ₹614.54 = 589.68 taxable + 24.86 IGST.
    expect(totalsOf(split)).toMatchObject({ taxableValue: 58968, cgst: 0, sgst: 0, igst: 2486, total: 61454 });
  });

  it('example 3: a free-delivery coupon takes the delivery line off, not the goods', () => {
    // Dates ₹80 (5 %), delivery ₹25 and handling ₹9, both at the goods' 5 %; the coupon is the ₹25 of delivery.
    // Dates: 8000 × 2.5/105 = 190.48 → 190 each, taxable 7620. Handling: 900 × 2.5/105 = 21.43 → 21 each, taxable 858.
    const lines = [goods('Dates', 8000, 5), fee('delivery', 2500, 5), fee('handling', 900, 5)];
    const split = splitLines(lines, 2500, false, (l) => l.kind === 'delivery');
    expect(split.map(figures)).toEqual([
      [0, 7620, 190, 190, 0, 8000],
      [2500, 0, 0, 0, 0, 0],
      [0, 858, 21, 21, 0, 900],
    ]);
    expect(totalsOf(split)).toMatchObject({ taxableValue: 8478, cgst: 211, sgst: 211, total: 8900 });
  });

  it('shares always add up, never past a weight, and split tax adds up on every line', () => {
    for (let seed = 1; seed < 300; seed++) {
      const weights = Array.from({ length: 1 + (seed % 7) }, (_, i) => ((seed * 7919 + i * 104729) % 50000) + (i % 3 === 0 ? 0 : 1));
      const sum = weights.reduce((a, b) => a + b, 0);
      const amount = (seed * 31337) % (sum + 1);
      const shares = allocate(amount, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
      shares.forEach((s, i) => expect(s).toBeLessThanOrEqual(weights[i]));
      for (const rate of [0, 0.25, 3, 5, 12, 18, 28, 40]) {
        for (const inter of [true, false]) {
          const t = taxOf(amount, rate, inter);
          expect(t.taxableValue + t.cgst + t.sgst + t.igst).toBe(amount);
          expect(t.cgst).toBe(t.sgst);
        }
      }
    }
  });

  it('amounts in words in the Indian system, and numbers of at most 16 characters per financial year', () => {
    expect(rupeesInWords(149220)).toBe('Rupees One Thousand Four Hundred Ninety-Two and Twenty Paise Only');
    expect(numberInWords(12_34_56_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
    expect(numberInWords(1_00_000)).toBe('One Lakh');
    expect(indianFigures(1234567890)).toBe('1,23,45,678.90');
    // 31 March 2027 23:59 IST is still 26-27; 1 April 00:00 IST starts 27-28.
    expect(financialYearOf(new Date('2027-03-31T18:29:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(documentNumber('invoice', '26-27', 123)).toBe('FS/26-27/000123');
    expect(documentNumber('credit_note', '26-27', 1)).toBe('FS/CN/26-27/0001');
    expect(documentNumber('credit_note', '26-27', 9999)).toHaveLength(16);
    expect(() => documentNumber('credit_note', '26-27', 10_000)).toThrow(/full/);
  });
});

let orm: MikroORM;
let admin: AdminSession;
let shelf: Awaited<ReturnType<typeof addShelf>>;
let buyer: { userId: number; token: string };
let stranger: { userId: number; token: string };
let profileBefore: { state: string | null; gstin: string | null } | undefined;
const stamp = `${process.pid}${Date.now().toString(36)}`.toUpperCase().slice(-8);
const coupons = { tenPercent: `GST10${stamp}`, fifty: `GST50${stamp}`, freeDelivery: `GSTFD${stamp}` };
const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);

interface Line {
  product: number;
  quantity: number;
  price: number;
}

/** An order as checkout leaves it, straight in the database, shipped and ready to deliver. */
async function shippedOrder(lines: Line[], o: { state?: string; delivery?: number; handling?: number; coupon?: string; discount?: number; userId?: number } = {}): Promise<number> {
  const subtotal = lines.reduce((a, l) => a + l.price * l.quantity, 0);
  const delivery = o.delivery ?? 0;
  const handling = o.handling ?? 900;
  const total = subtotal + delivery + handling - (o.discount ?? 0);
  const money = (p: number) => (p / 100).toFixed(2);
  const [{ id }] = await sql<{ id: number }>(
    `insert into "shop_order" ("user_id", "status", "payment_method", "payment_status", "subtotal", "delivery_fee", "handling_fee", "coupon_code", "coupon_discount", "total",
       "shipping_first_name", "shipping_last_name", "shipping_email", "shipping_phone", "shipping_address", "shipping_city", "shipping_state", "shipping_country", "shipping_postcode")
     values (?, 'shipped', 'cash', 'cash_on_delivery', ?, ?, ?, ?, ?, ?, 'Asha', 'Kumar', 'asha@example.com', '9876543210', '12 MG Road', ?, ?, 'India', '411001') returning "id"`,
    [o.userId ?? buyer.userId, money(subtotal), money(delivery), money(handling), o.coupon ?? null, money(o.discount ?? 0), money(total), o.state === 'Karnataka' ? 'Bengaluru' : 'Pune', o.state ?? 'Maharashtra'],
  );
  for (const l of lines) {
    const product = shelf.products.find((p) => p.id === l.product)!;
    await sql(
      `insert into "order_item" ("order_id", "product_id", "product_name", "unit", "quantity", "list_price", "price_at_purchase", "sub_total") values (?, ?, ?, 'kg', ?, ?, ?, ?)`,
      [id, l.product, product.name, l.quantity, money(l.price), money(l.price), money(l.price * l.quantity)],
    );
  }
  return id;
}

const deliver = (orderId: number, on: MikroORM = orm) => orderService.changeStatus(on.em.fork(), orderId, 'delivered', null);

async function invoiceOf(orderId: number) {
  return invoiceService.invoiceOfOrder(orm.em.fork(), orderId);
}

beforeAll(async () => {
  orm = await connectTestOrm();
  // The app subscribes every module's handlers at start-up; this process moves orders itself.
  subscribeInvoiceEvents(shopEvents);
  admin = await adminLogin();
  [buyer, stranger] = await makeShoppers(orm, 2);
  shelf = await addShelf(orm.em.fork(), 'gst', [
    shelfProduct({ name: 'GST Mango', price: 499, stockQuantity: 5000, hsnCode: '0804', gstRate: 0 }),
    shelfProduct({ name: 'GST Cashew', price: 650, stockQuantity: 5000, hsnCode: '0801', gstRate: 5 }),
    shelfProduct({ name: 'GST Raisins', price: 111.11, stockQuantity: 5000, hsnCode: '0806', gstRate: 5 }),
    shelfProduct({ name: 'GST Kiwi', price: 99.99, stockQuantity: 5000, hsnCode: '0810', gstRate: 0 }),
    shelfProduct({ name: 'GST Dates', price: 80, stockQuantity: 5000, hsnCode: '0804', gstRate: 5 }),
  ]);
  [profileBefore] = await sql<{ state: string | null; gstin: string | null }>('select "state", "gstin" from "shop_profile" where "id" = 1');
  await sql(`update "shop_profile" set "state" = 'Maharashtra', "gstin" = '27AADCF1234F1Z2' where "id" = 1`);
  await sql(
    `insert into "coupon" ("code", "discount_type", "discount_value", "min_order_value") values (?, 'percentage', 10, 0), (?, 'fixed', 50, 0), (?, 'free_shipping', 0, 0)`,
    [coupons.tenPercent, coupons.fifty, coupons.freeDelivery],
  );
});

afterAll(async () => {
  if (profileBefore) await sql('update "shop_profile" set "state" = ?, "gstin" = ? where "id" = 1', [profileBefore.state, profileBefore.gstin]);
  await removeShelvesAndOrders(orm, [shelf.category]);
  await sql('delete from "coupon" where "code" = any(?::text[])', [`{${Object.values(coupons).join(',')}}`]);
  await orm.close();
});

const [mango, cashew, raisins, kiwi, dates] = [0, 1, 2, 3, 4].map((i) => () => shelf.products[i].id);
const lineFigures = (l: { taxableValue: number; cgst: number; sgst: number; igst: number; total: number }) => [l.taxableValue, l.cgst, l.sgst, l.igst, l.total];

describe('invoices issued on delivery', () => {
  it('example 1 as an order: delivered within the state, a 10 % coupon, mixed 0 % and 5 %', async () => {
    const id = await shippedOrder([{ product: mango(), quantity: 2, price: 49900 }, { product: cashew(), quantity: 1, price: 65000 }], { coupon: coupons.tenPercent, discount: 16480 });
    await expect(invoiceOf(id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await deliver(id);
    const invoice = await invoiceOf(id);
    expect(invoice.number).toMatch(/^FS\/\d\d-\d\d\/\d{6}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice).toMatchObject({ interState: false, placeOfSupply: 'Maharashtra (27)', taxableValue: 146434, cgst: 1393, sgst: 1393, igst: 0, total: 149220 });
    expect(invoice.seller).toMatchObject({ gstin: '27AADCF1234F1Z2', state: 'Maharashtra', stateCode: '27' });
    expect(invoice.lines.map((l) => [l.kind, l.hsnCode, l.rate, l.discount, ...lineFigures(l)])).toEqual([
      ['goods', '0804', 0, 9980, 89820, 0, 0, 0, 89820],
      ['goods', '0801', 5, 6500, 55714, 1393, 1393, 0, 58500],
      ['handling', null, 0, 0, 900, 0, 0, 0, 900],
    ]);
    // Delivered again (a replayed request): still one invoice.
    await expect(invoiceService.issueForOrder(orm.em.fork(), id)).resolves.toBeNull();
  });

  it('example 2 as an order: delivered to Karnataka (IGST) with a ₹50 coupon', async () => {
    const id = await shippedOrder(
      [{ product: cashew(), quantity: 1, price: 33333 }, { product: raisins(), quantity: 2, price: 11111 }, { product: kiwi(), quantity: 1, price: 9999 }],
      { state: 'Karnataka', coupon: coupons.fifty, discount: 5000 },
    );
    await deliver(id);
    const invoice = await invoiceOf(id);
    expect(invoice).toMatchObject({ interState: true, placeOfSupply: 'Karnataka (29)', taxableValue: 58968, cgst: 0, sgst: 0, igst: 2486, total: 61454 });
    expect(invoice.lines.map(lineFigures)).toEqual([
      [29325, 0, 0, 1466, 30791],
      [19550, 0, 0, 977, 20527],
      [9236, 0, 0, 0, 9236],
      [857, 0, 0, 43, 900],
    ]);
  });

  it('example 3 as an order: a free-delivery coupon clears the delivery line', async () => {
    const id = await shippedOrder([{ product: dates(), quantity: 1, price: 8000 }], { delivery: 2500, coupon: coupons.freeDelivery, discount: 2500 });
    await deliver(id);
    const invoice = await invoiceOf(id);
    expect(invoice.lines.map((l) => [l.kind, l.rate, l.discount, ...lineFigures(l)])).toEqual([
      ['goods', 5, 0, 7620, 190, 190, 0, 8000],
      ['delivery', 5, 2500, 0, 0, 0, 0, 0],
      ['handling', 5, 0, 858, 21, 21, 0, 900],
    ]);
    expect(invoice.total).toBe(8900);
  });

  it('a refund of a delivered order issues a credit note against its invoice, never past its total', async () => {
    const id = await shippedOrder([{ product: mango(), quantity: 2, price: 49900 }, { product: cashew(), quantity: 1, price: 65000 }], { coupon: coupons.tenPercent, discount: 16480 });
    await deliver(id);
    const invoice = await invoiceOf(id);
    const refundId = 900_000_000 + (process.pid % 100_000) * 10;
    // ₹100 over the invoice's lines 89820 : 58500 : 900 → 6019, 3920 (+1, the largest remainder), 60.
    // Cashews' 3921: CGST = SGST = 3921 × 2.5/105 = 93.36 → 93, taxable 3735.
    await orm.em.fork().transactional((tx) => shopEvents.publish(tx, 'order-refunded', { orderId: id, refundId, amount: 10000 }));
    await orm.em.fork().transactional((tx) => shopEvents.publish(tx, 'order-refunded', { orderId: id, refundId, amount: 10000 }));
    const documents = await invoiceService.ofOrder(orm.em.fork(), id);
    expect(documents.map((d) => d.kind)).toEqual(['invoice', 'credit_note']);
    const note = await invoiceService.document(orm.em.fork(), documents[1].id);
    expect(note.number).toMatch(/^FS\/CN\/\d\d-\d\d\/\d{4}$/);
    expect(note).toMatchObject({ invoiceNumber: invoice.number, refundId, taxableValue: 9814, cgst: 93, sgst: 93, total: 10000 });
    expect(note.lines.map(lineFigures)).toEqual([
      [6019, 0, 0, 0, 6019],
      [3735, 93, 93, 0, 3921],
      [60, 0, 0, 0, 60],
    ]);
    // A second refund of more than is left is noted up to what is left: 1492.20 − 100.00.
    await orm.em.fork().transactional((tx) => shopEvents.publish(tx, 'order-refunded', { orderId: id, refundId: refundId + 1, amount: 999_999 }));
    const all = await invoiceService.ofOrder(orm.em.fork(), id);
    expect(all.map((d) => d.total)).toEqual([149220, 10000, 139220]);
    // A refund of an order never delivered (no invoice) notes nothing.
    const undelivered = await shippedOrder([{ product: kiwi(), quantity: 1, price: 9999 }]);
    await orm.em.fork().transactional((tx) => shopEvents.publish(tx, 'order-refunded', { orderId: undelivered, refundId: refundId + 2, amount: 500 }));
    expect(await invoiceService.ofOrder(orm.em.fork(), undelivered)).toEqual([]);
  });

  it('a delivery that rolls back gives its number back: the next invoice takes it', async () => {
    const [a, b] = [await shippedOrder([{ product: kiwi(), quantity: 1, price: 9999 }]), await shippedOrder([{ product: kiwi(), quantity: 1, price: 9999 }])];
    const failed = new Error('the delivery failed after the invoice');
    let taken = '';
    await expect(
      orm.em.fork().transactional(async (tx) => {
        const id = await invoiceService.issueForOrder(tx, a);
        [{ number: taken }] = await tx.execute<{ number: string }[]>('select "number" from "invoice" where "id" = ?', [id]);
        throw failed;
      }),
    ).rejects.toBe(failed);
    await deliver(b);
    expect((await invoiceOf(b)).number).toBe(taken);
  });
});

describe.skipIf(inject('databaseKind') === 'embedded')('invoice numbers under concurrency', () => {
  it('50 deliveries racing over two connections get 50 consecutive numbers, no gaps, no repeats', async () => {
    const second = await connectTestOrm();
    try {
      const ids: number[] = [];
      for (let i = 0; i < 50; i++) ids.push(await shippedOrder([{ product: mango(), quantity: 1, price: 49900 }, { product: cashew(), quantity: 1, price: 65000 }]));
      const [{ before }] = await sql<{ before: number }>(`select coalesce(max("last_number"), 0) as "before" from "invoice_counter" where "series" = 'FS'`);
      await Promise.all(ids.map((id, i) => deliver(id, i % 2 ? second : orm)));
      const rows = await sql<{ sequence: number; financial_year: string; number: string }>(
        `select "sequence", "financial_year", "number" from "invoice" where "kind" = 'invoice' and "order_id" = any(?::int[]) order by "sequence"`,
        [`{${ids.join(',')}}`],
      );
      expect(rows).toHaveLength(50);
      expect(new Set(rows.map((r) => r.financial_year)).size).toBe(1);
      expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => before + 1 + i));
      expect(new Set(rows.map((r) => r.number)).size).toBe(50);
      const [{ last }] = await sql<{ last: number }>(`select "last_number" as "last" from "invoice_counter" where "series" = 'FS' and "financial_year" = ?`, [rows[0].financial_year]);
      expect(last).toBe(before + 50);
    } finally {
      await second.close();
    }
  });
});

describe('downloads', () => {
  let orderId: number;
  let number: string;

  beforeAll(async () => {
    orderId = await shippedOrder([{ product: mango(), quantity: 2, price: 49900 }, { product: cashew(), quantity: 1, price: 65000 }], { coupon: coupons.tenPercent, discount: 16480 });
  });

  const get = (p: string, token?: string) => fetch(`${apiUrl()}${p}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('the customer gets 404 before delivery, the PDF after; a stranger and a guest never', async () => {
    expect((await get(`/api/orders/${orderId}/invoice.pdf`, buyer.token)).status).toBe(404);
    await deliver(orderId);
    number = (await invoiceOf(orderId)).number;
    expect((await get(`/api/orders/${orderId}/invoice.pdf`, stranger.token)).status).toBe(404);
    expect((await get(`/api/orders/${orderId}/invoice.pdf`)).status).toBe(401);
    const res = await get(`/api/orders/${orderId}/invoice.pdf`, buyer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${number.replace(/\//g, '-')}.pdf"`);
    const pdf = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');

    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: pdf.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
    const page = await document.getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('27AADCF1234F1Z2');
    expect(text).toContain(number);
    expect(text).toContain('INVOICE-CUM-BILL OF SUPPLY');
    expect(text).toContain('₹1,492.20');
    expect(text).toContain('₹1,464.34');
    expect(text).toContain('₹13.93');
    expect(text).toContain('Rupees One Thousand Four Hundred Ninety-Two and Twenty Paise Only');
    expect(text).toMatch(/nil-rated/);
    expect(text).toContain('0801');
    expect(text).toContain('Maharashtra (27)');

    // One page as a picture, to look at (its path is printed); a blank page would be all white.
    const { createCanvas } = await import('@napi-rs/canvas');
    const viewport = page.getViewport({ scale: 1.5 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: canvas.getContext('2d') as unknown as CanvasRenderingContext2D, viewport }).promise;
    const png = await canvas.encode('png');
    const file = path.join(os.tmpdir(), `invoice-${orderId}.png`);
    await writeFile(file, png);
    console.info(`invoice page rendered to ${file}`);
    const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 128) dark++;
    expect(dark).toBeGreaterThan(5000);
    await document.destroy();
  });

  it('GraphQL lists the customer’s invoice with its download path; the admin downloads it and the month’s register', async () => {
    const reply = await fetch(`${apiUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ query: 'query($id: ID!) { orderInvoices(orderId: $id) { number kind total tax downloadPath } }', variables: { id: String(orderId) } }),
    });
    const body = (await reply.json()) as { data: { orderInvoices: { number: string; kind: string; total: number; tax: number; downloadPath: string }[] } };
    expect(body.data.orderInvoices).toEqual([{ number, kind: 'invoice', total: 1492.2, tax: 27.86, downloadPath: `/api/orders/${orderId}/invoice.pdf` }]);

    expect((await get(`/api/admin/orders/${orderId}/invoice.pdf`, buyer.token)).status).toBe(403);
    const adminPdf = await get(`/api/admin/orders/${orderId}/invoice.pdf`, admin.token);
    expect(adminPdf.status).toBe(200);
    expect(adminPdf.headers.get('content-type')).toBe('application/pdf');

    const [{ month }] = await sql<{ month: string }>(`select to_char("issued_at" at time zone 'Asia/Kolkata', 'YYYY-MM') as "month" from "invoice" where "number" = ?`, [number]);
    expect((await get(`/api/admin/invoices.csv?month=2026-13`, admin.token)).status).toBe(400);
    const csv = await get(`/api/admin/invoices.csv?month=${month}`, admin.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    const header = rows[0].split(',');
    expect(header.slice(0, 8)).toEqual(['Number', 'Date', 'Type', 'Against invoice', 'Order', 'Buyer', 'Place of supply', 'Supply']);
    expect(header).toEqual(expect.arrayContaining(['Taxable value 0% (₹)', 'Tax 0% (₹)', 'Taxable value 5% (₹)', 'Tax 5% (₹)', 'Total (₹)']));
    const line = rows.find((r) => r.startsWith(`${number},`))!.split(',');
    const cell = (name: string) => line[header.indexOf(name)];
    expect([cell('Type'), cell('Buyer'), cell('Place of supply')]).toEqual(['Invoice', 'Asha Kumar', 'Maharashtra (27)']);
    expect([cell('Taxable value 0% (₹)'), cell('Tax 0% (₹)'), cell('Taxable value 5% (₹)'), cell('Tax 5% (₹)')]).toEqual(['907.20', '0.00', '557.14', '27.86']);
    expect([cell('Taxable value (₹)'), cell('CGST (₹)'), cell('SGST (₹)'), cell('IGST (₹)'), cell('Total (₹)')]).toEqual(['1464.34', '13.93', '13.93', '0.00', '1492.20']);
  });

  it('an order for nothing (a subscription delivery, a free replacement) gets no invoice', async () => {
    const id = await shippedOrder([{ product: kiwi(), quantity: 1, price: 0 }], { handling: 0 });
    await deliver(id);
    expect(await invoiceService.ofOrder(orm.em.fork(), id)).toEqual([]);
  });
});
