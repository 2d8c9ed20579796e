import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, gql, sendJson } from '../utils/api-client.js';
import { adminGql, adminLogin, call, type AdminSession } from '../utils/admins.js';
import { signUpCustomer } from '../utils/customers.js';
import { signWebhook } from '../utils/payments.js';

/*
 * Every input answers 2xx or a clear 4xx, never 5xx, and never a value quietly changed
 * (issue 27; decisions: Running for real). Each case here is one the fuzzing run found: a 5xx,
 * or a value the shop accepted that it should have refused. tests/api/fuzz.test.ts covers the
 * rest at random.
 */

let admin: AdminSession;
let customer: { token: string; userId: number };
beforeAll(async () => {
  admin = await adminLogin();
  customer = await signUpCustomer();
});

const asAdmin = <T = { error: string; code: string; field?: string }>(method: string, path: string, body?: unknown) => call<T>(method, path, { token: admin.token, body });
const PLAN = { plan_type: 'Monthly', plan_description: 'Fruit every month', validity: 30, price: 999 };

describe('text', () => {
  it('refuses a NUL or another control character anywhere: body, query, path, GraphQL variables and literals', async () => {
    const body = await asAdmin('POST', '/api/fruits-category', { fruits_cat_name: 'Mango\u0000s' });
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({ code: 'BAD_USER_INPUT', error: 'fruits_cat_name may not contain control characters' });
    expect((await fetch(`${apiUrl()}/api/product/get?search=x%00y`)).status).toBe(400);
    expect((await fetch(`${apiUrl()}/api/product/1%00`)).status).toBe(400);
    const variables = await gql('query($s: String) { products(search: $s) { totalCount } }', { s: 'x\u0000y' });
    expect(variables.status).toBe(400);
    expect(variables.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const literal = await gql('{ products(search: "x\\u0000y") { totalCount } }');
    expect(literal.status).toBe(400);
    // Tabs and line breaks are text.
    expect((await gql('query($s: String) { products(search: $s) { totalCount } }', { s: 'mango\tkiwi\n' })).status).toBe(200);
  });

  it('still shows a page whose link carries a stray control byte (the parameter is dropped)', async () => {
    const res = await fetch(`${apiUrl()}/shop?q=x%00y&utm_source=%07`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('refuses over-long text with the column’s limit instead of cutting it (an address of 100 KB)', async () => {
    const reply = await sendJson<{ error: string; code: string }>(
      'POST',
      '/api/addresses',
      { type: 'work', full_name: 'Asha Rao', phone: '9876543210', address_line_1: 'x'.repeat(100_000), city: 'Pune', state: 'Maharashtra', pin_code: '411001' },
      customer.token,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('The address can be at most 300 characters');
    const identifier = `${'a'.repeat(300)}@example.com`;
    expect((await sendJson('POST', '/api/users/request-otp', { identifier, type: 'signup' })).status).toBe(400);
  });

  it('checks emails properly: <script>@x.com is not one', async () => {
    for (const email of ['<script>@x.com', 'a b@example.com', 'no-at-sign.example.com', 'x@localhost']) {
      const reply = await sendJson<{ error: string }>('POST', '/api/users/request-otp', { identifier: email, type: 'signup' });
      expect([email, reply.status]).toEqual([email, 400]);
    }
    expect((await sendJson('POST', '/api/users/request-otp', { identifier: `o'brien+fruit.${Date.now()}@example.co.in`, type: 'signup' })).status).toBe(200);
  });
});

describe('numbers, money and dates', () => {
  it('refuses money at or above ₹1e10 and counts of 2^31 or more, on REST and GraphQL', async () => {
    expect((await asAdmin('POST', '/api/subscription-plans', { ...PLAN, price: 1e10 })).status).toBe(400);
    expect((await asAdmin('POST', '/api/subscription-plans', { ...PLAN, price: 1e20 })).status).toBe(400);
    expect((await asAdmin('POST', '/api/subscription-plans', { ...PLAN, validity: 2 ** 31 })).status).toBe(400);
    expect((await asAdmin('PUT', '/api/products/1', { stock_quantity: 2 ** 31 })).status).toBe(400);
    expect((await asAdmin('PUT', '/api/products/1', { discount_price: 1e20 })).status).toBe(400);
    expect((await asAdmin('PUT', '/api/products/1', { weight: 1e20 })).status).toBe(400);
    const graphql = await adminGql('mutation($i: CouponInput!) { createCoupon(input: $i) { id } }', { i: { code: 'HUGE1', discountType: 'fixed', discountValue: 10, minOrderValue: 1e20 } }, { token: admin.token });
    expect(graphql.status).toBe(400);
    expect(graphql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('does not validate a coupon against a cart of 99999999999999999999 rupees', async () => {
    const rest = await fetch(`${apiUrl()}/api/coupons/validate?code=FRESH10&cart_total=99999999999999999999`);
    expect(rest.status).toBe(400);
    const graphql = await gql('query { validateCoupon(code: "FRESH10", cartTotal: 99999999999999999999) { isValid discount } }');
    expect(graphql.status).toBe(400);
  });

  it('never coerces a list or a flag into a number or a date', async () => {
    expect((await asAdmin('POST', '/api/subscription-plans', { ...PLAN, price: [999] })).status).toBe(400);
    expect((await asAdmin('POST', '/api/subscription-plans', { ...PLAN, validity: true })).status).toBe(400);
    expect((await asAdmin('PUT', '/api/products/1', { stock_quantity: [5] })).status).toBe(400);
    expect((await asAdmin('PUT', '/api/products/1', { weight: [1.5] })).status).toBe(400);
    expect((await asAdmin('POST', '/api/coupons', { code: 'LISTDATE', discount_type: 'fixed', discount_value: 10, valid_until: [2030] })).status).toBe(400);
  });

  it('refuses dates outside a sane range (year 0, 9999) and impossible ones', async () => {
    for (const date of ['0000-01-01', '9999-12-31', '2026-02-30']) {
      const reply = await asAdmin('POST', '/api/coupons', { code: `DATE${date.slice(0, 4)}${date.slice(8)}`, discount_type: 'fixed', discount_value: 10, valid_until: date });
      expect([date, reply.status]).toEqual([date, 400]);
      expect((await asAdmin('PUT', '/api/products/1', { available_until: date })).status).toBe(400);
    }
  });
});

describe('choices', () => {
  it('places nothing as cash when payment_method is a list or null', async () => {
    const shopper = await signUpCustomer();
    const shipping_info = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', phone: '9876543210', address: '1 MG Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411001' };
    for (const payment_method of [['card'], null, 'bitcoin']) {
      const reply = await sendJson<{ code: string }>('POST', '/api/orders', { items: [{ product_id: 1, quantity: 1 }], shipping_info, payment_method }, shopper.token);
      expect([payment_method, reply.status]).toEqual([payment_method, 400]);
    }
    const orders = await sendJson<unknown[]>('GET', '/api/orders', undefined, shopper.token);
    expect(orders.body).toEqual([]);
    // A quantity must be a number too.
    const listQuantity = await sendJson('POST', '/api/orders', { items: [{ product_id: 1, quantity: [1] }], shipping_info, payment_method: 'cash' }, shopper.token);
    expect(listQuantity.status).toBe(400);
  });
});

describe('requests that are not well-formed', () => {
  it('answers multipart without a usable boundary with 400', async () => {
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=bogus']) {
      const res = await fetch(`${apiUrl()}/api/products`, {
        method: 'POST',
        headers: { 'content-type': type, authorization: `Bearer ${admin.token}` },
        body: '--other\r\nContent-Disposition: form-data; name="product_name"\r\n\r\nKiwi\r\n--other--\r\n',
      });
      expect([type, res.status]).toEqual([type, 400]);
    }
  });

  it('answers a GraphQL subscription, which this server does not serve, with 400', async () => {
    const res = await gql('subscription { products { totalCount } }');
    expect(res.status).toBe(400);
    expect(res.errors?.[0].message).toBe('Subscriptions are not supported by this server.');
  });

  it('answers a webhook body that is JSON but not an event with 400', async () => {
    for (const body of ['null', '[1]', '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","order_id":[1],"amount":100}}}}']) {
      const res = await fetch(`${apiUrl()}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(body) }, body });
      expect([body, res.status]).toEqual([body, 400]);
    }
  });
});
