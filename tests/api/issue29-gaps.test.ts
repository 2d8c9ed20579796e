import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { apiUrl, getJson, gql } from '../utils/api-client.js';
import { adminGql, adminLogin, call, type AdminSession } from '../utils/admins.js';
import { addShelf, removeShelvesAndOrders, shelfProduct } from '../utils/catalog-shelf.js';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import { signUpCustomer } from '../utils/customers.js';
import { connectTestOrm } from '../utils/orm.js';
import { roomySlotId } from '../utils/delivery.js';
import { normalizePicture } from '../../api/src/modules/media/picture-encoder.js';

let orm: MikroORM;
let admin: AdminSession;
const shelves: Category[] = [];
/** A delivery slot of this file's own (tests/utils/delivery.ts). */
let SLOT: string;
beforeAll(async () => {
  orm = await connectTestOrm();
  SLOT = await roomySlotId(orm, '700016');
  admin = await adminLogin();
});
afterAll(async () => {
  await orm.em.fork().execute(`delete from "blog" where "title" like 'Gap blog %'`);
  await removeShelvesAndOrders(orm, shelves);
  await orm.close();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
let serial = 0;
const unique = (name: string) => `${name} ${Date.now().toString(36)}${++serial}`;

async function sendForm<T = Record<string, unknown>>(method: string, url: string, form: FormData) {
  const res = await fetch(`${apiUrl()}${url}`, { method, body: form, headers: { cookie: admin.cookie, origin: apiUrl() } });
  return { status: res.status, body: (await res.json()) as T };
}

describe("the order notification goes out 'both' ways", () => {
  it('a cash order queues the confirmation email and a text message to the account phone', async () => {
    const customer = await signUpCustomer();
    const made = await addShelf(orm.em.fork(), 'both', [shelfProduct({ name: 'Both Plums', price: 120, stockQuantity: 5 })]);
    shelves.push(made.category);
    await gql('mutation($id: ID!) { addToCart(productId: $id, quantity: 1) { itemCount } }', { id: String(made.products[0].id) }, customer.token);
    const placed = await gql<{ placeOrder: { orderId: string } }>('mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }', {
      i: { shipping: { firstName: 'Ravi', lastName: 'Shah', email: 'other@example.com', phone: '9123456780', address: '4 Park Street', city: 'Kolkata', state: 'West Bengal', country: 'India', postcode: '700016' }, paymentMethod: 'CASH', deliverySlotId: SLOT },
    }, customer.token);
    expect(placed.errors).toBeUndefined();
    const id = placed.data!.placeOrder.orderId;
    const sms = await getJson<{ channel: string; to: string; subject: string; text: string }[]>(`/api/dev/outbox?to=${customer.phone}`);
    const text = sms.body.find((m) => m.subject === `Order #${id} confirmed`);
    expect(text).toMatchObject({ channel: 'sms', to: customer.phone });
    expect(text!.text).toContain(`(#${id}) is confirmed`);
    const email = await getJson<{ channel: string; subject: string }[]>(`/api/dev/outbox?to=${encodeURIComponent(customer.email)}`);
    expect(email.body.filter((m) => m.subject === `Order #${id} confirmed`).map((m) => m.channel)).toEqual(['email']);
    // Never to the form's phone: a field anyone can type into.
    const stranger = await getJson<{ subject: string }[]>('/api/dev/outbox?to=9123456780');
    expect(stranger.body.some((m) => m.subject === `Order #${id} confirmed`)).toBe(false);
  });
});

describe('POST /blogs takes multipart with a cover image as well as JSON', () => {
  it('stores the uploaded cover and the fields; JSON still works; a non-image is refused', async () => {
    const title = unique('Gap blog multipart');
    const form = new FormData();
    form.append('title', title);
    form.append('content', '<p>Mangoes <script>alert(1)</script>are here</p>');
    form.append('tags', JSON.stringify(['summer', 'mango']));
    form.append('is_published', 'true');
    form.append('cover_images', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'cover.png');
    const created = await sendForm<{ success: boolean; blog: { id: number; title: string; cover_images: string; tags: string[]; is_published: boolean; content: string } }>('POST', '/api/blogs', form);
    expect(created.status).toBe(201);
    expect(created.body.blog).toMatchObject({ title, tags: ['summer', 'mango'], is_published: true });
    expect(created.body.blog.content).not.toContain('<script>');
    // In the image store, named by its bytes (docs/decisions/0027-image-store.md).
    // The bytes stored are the picture encoded again (decision 0035: no metadata, at most 2,000 px).
    const sha = createHash('sha256').update(await normalizePicture(PNG, { ext: 'png', mime: 'image/png' })).digest('hex');
    expect(created.body.blog.cover_images).toBe(`/uploads/blogs/${sha}.png`);
    const storedAs = async () => (await orm.em.fork().execute<{ path: string }[]>('select "path" from "image_path" where "sha256" = ? and "path" like ?', [sha, 'blogs/%'])).map((r) => r.path);
    expect(await storedAs()).toEqual([`blogs/${sha}.png`]);
    const served = await fetch(`${apiUrl()}${created.body.blog.cover_images}`);
    expect(served.status).toBe(200);

    const json = await call<{ blog: { title: string; cover_images: string | null } }>('POST', '/api/blogs', { cookie: admin.cookie, body: { title: unique('Gap blog json'), content: 'Plain words', cover_images: created.body.blog.cover_images } });
    expect(json.status).toBe(201);
    expect(json.body.blog.cover_images).toBe(created.body.blog.cover_images);

    // Pictures on another site are refused at save, in the cover and in the content (issue 41:
    // the pages load pictures only from the shop; a remote one could be a tracking pixel).
    const remoteCover = await call<{ error: string }>('POST', '/api/blogs', { cookie: admin.cookie, body: { title: unique('Gap blog remote'), content: 'Plain words', cover_images: 'https://cdn.example.com/c.jpg' } });
    expect(remoteCover.status).toBe(400);
    expect(remoteCover.body.error).toMatch(/^The cover image is on another site: upload the picture to the shop/);
    for (const src of ['https://tracker.example/p.gif', '//tracker.example/p.gif', 'http://tracker.example/p.gif']) {
      const remoteBody = await call<{ error: string }>('POST', '/api/blogs', { cookie: admin.cookie, body: { title: unique('Gap blog pixel'), content: `<p>Hello</p><img src="${src}" alt="">` } });
      expect(remoteBody.status, src).toBe(400);
      expect(remoteBody.body.error, src).toMatch(/^A picture in the content is on another site/);
    }
    const ownPicture = await call('POST', '/api/blogs', { cookie: admin.cookie, body: { title: unique('Gap blog own picture'), content: `<p>Hello</p><img src="${created.body.blog.cover_images}" alt="Mangoes">` } });
    expect(ownPicture.status).toBe(201);
    const page = await fetch(`${apiUrl()}/blog`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toMatch(/img-src 'self' data: blob:;/);

    const bad = new FormData();
    bad.append('title', unique('Gap blog bad'));
    bad.append('content', 'Words');
    bad.append('cover_images', new Blob([new TextEncoder().encode('not an image at all')], { type: 'image/png' }), 'x.png');
    const refused = await sendForm<{ code: string; reason?: string }>('POST', '/api/blogs', bad);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('BAD_USER_INPUT');

    const missing = new FormData();
    missing.append('content', 'No title');
    missing.append('cover_images', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'c.png');
    expect((await sendForm('POST', '/api/blogs', missing)).status).toBe(400);
    // The same picture again (a refused form, or the same form corrected) stores nothing new.
    expect(await storedAs()).toEqual([`blogs/${sha}.png`]);

    const guest = await fetch(`${apiUrl()}/api/blogs`, { method: 'POST', body: form });
    expect(guest.status).toBe(401);
  });
});

describe('supplied_id', () => {
  it('round-trips through the admin REST form, GraphQL and the storefront, validated and cleared with null', async () => {
    const made = await addShelf(orm.em.fork(), 'supplied', [shelfProduct({ name: 'Supplied Figs', price: 90, stockQuantity: 3 })]);
    shelves.push(made.category);
    const id = made.products[0].id;
    const put = await call<{ product: { supplied_id: string | null } }>('PUT', `/api/products/${id}`, { cookie: admin.cookie, body: { supplied_id: ' SUP-0042/A ' } });
    expect(put.status).toBe(200);
    expect(put.body.product.supplied_id).toBe('SUP-0042/A');
    const storefront = await getJson<{ supplied_id: string | null }>(`/api/product/${id}`);
    expect(storefront.body.supplied_id).toBe('SUP-0042/A');
    const viaGql = await gql<{ product: { suppliedId: string | null } }>('query($id: ID!) { product(id: $id) { suppliedId } }', { id: String(id) });
    expect(viaGql.data!.product.suppliedId).toBe('SUP-0042/A');

    const bad = await call<{ code: string; error: string }>('PUT', `/api/products/${id}`, { cookie: admin.cookie, body: { supplied_id: 'SUP#001' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', error: 'The supplied id has at most 50 letters, digits, spaces or . _ / -' });
    const tooLong = await adminGql('mutation($id: ID!) { updateProduct(id: $id, input: { suppliedId: "' + 'X'.repeat(51) + '" }) { id } }', { id: String(id) }, { token: admin.token });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const cleared = await adminGql<{ updateProduct: { suppliedId: string | null } }>('mutation($id: ID!) { updateProduct(id: $id, input: { suppliedId: null }) { suppliedId } }', { id: String(id) }, { token: admin.token });
    expect(cleared.data!.updateProduct.suppliedId).toBeNull();
    const [row] = await orm.em.fork().execute<{ supplied_id: string | null }[]>('select "supplied_id" from "product" where "id" = ?', [id]);
    expect(row.supplied_id).toBeNull();
  });
});

describe("the product page's unit (spec §3)", () => {
  it("is the stored unit, or with none 'gm' for a weighed product and pieces without a weight; elsewhere kg", async () => {
    const made = await addShelf(orm.em.fork(), 'units', [shelfProduct({ name: 'Unit Grapes', price: 50, stockQuantity: 3 }), shelfProduct({ name: 'Unit Melon', price: 50, stockQuantity: 3 })]);
    shelves.push(made.category);
    const [grapes, melon] = made.products;
    await orm.em.fork().execute(`update "product" set "unit" = '', "weight" = 500 where "id" = ?`, [grapes.id]);
    await orm.em.fork().execute(`update "product" set "unit" = '  ', "weight" = null where "id" = ?`, [melon.id]);
    const read = async (id: number) =>
      (await gql<{ product: { unit: string; detailUnit: string; priceUnit: string } }>('query($id: ID!) { product(id: $id) { unit detailUnit priceUnit } }', { id: String(id) })).data!.product;
    expect(await read(grapes.id)).toEqual({ unit: 'kg', detailUnit: 'gm', priceUnit: 'per 500 g pack' });
    expect(await read(melon.id)).toEqual({ unit: 'kg', detailUnit: 'pcs', priceUnit: 'per piece' });
    await orm.em.fork().execute(`update "product" set "unit" = 'Dozen' where "id" = ?`, [melon.id]);
    expect(await read(melon.id)).toEqual({ unit: 'dzn', detailUnit: 'dzn', priceUnit: 'per dozen' });
  });
});

describe('a changed email on a profile (verify on change)', () => {
  it('is kept only after the code sent to the new address comes back; the old one works until then', async () => {
    const customer = await signUpCustomer();
    const newEmail = `changed.${Date.now().toString(36)}${++serial}@example.com`;
    const put = await call<{ email: string; pending_email?: string; message?: string }>('PUT', `/api/users/${customer.userId}`, { token: customer.token, body: { email: newEmail.toUpperCase() } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ email: customer.email, pending_email: newEmail });
    const me = await gql<{ me: { email: string; pendingEmail: string | null; pendingPhone: string | null } }>('{ me { email pendingEmail pendingPhone } }', undefined, customer.token);
    expect(me.data!.me).toEqual({ email: customer.email, pendingEmail: newEmail, pendingPhone: null });

    // The code went to the new address, by email.
    const mail = await getJson<{ channel: string; subject: string; text: string }[]>(`/api/dev/outbox?to=${encodeURIComponent(newEmail)}`);
    expect(mail.body[0]).toMatchObject({ channel: 'email', subject: 'Confirm your new Fruit Shop email address' });
    const code = /one-time code is (\d{6})/.exec(mail.body[0].text)![1];

    const wrong = await gql('mutation { verifyPhoneChange(otpCode: "000000") { email } }', undefined, customer.token);
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const unchanged = await orm.em.fork().execute<{ email: string }[]>('select "email" from "app_user" where "id" = ?', [customer.userId]);
    expect(unchanged[0].email).toBe(customer.email);

    const verified = await gql<{ verifyPhoneChange: { email: string; pendingEmail: string | null } }>('mutation($c: String!) { verifyPhoneChange(otpCode: $c) { email pendingEmail } }', { c: code }, customer.token);
    expect(verified.data!.verifyPhoneChange).toEqual({ email: newEmail, pendingEmail: null });
    // Signing in uses the new address now.
    const login = await call('POST', '/api/users/login', { body: { identifier: newEmail, password: 'Mango@2026' } });
    expect(login.status).toBe(200);
  });

  it('refuses a malformed email, and cannot take another account\'s address even with its code', async () => {
    const holder = await signUpCustomer();
    const claimer = await signUpCustomer();
    const bad = await gql('mutation { updateProfile(input: { email: "not-an-email" }) { email } }', undefined, claimer.token);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Please enter a valid email address', extensions: { code: 'BAD_USER_INPUT' } });
    await gql('mutation($e: String!) { updateProfile(input: { email: $e }) { email } }', { e: holder.email }, claimer.token);
    const mail = await getJson<{ subject: string; text: string }[]>(`/api/dev/outbox?to=${encodeURIComponent(holder.email)}`);
    const code = /one-time code is (\d{6})/.exec(mail.body.find((m) => m.subject === 'Confirm your new Fruit Shop email address')!.text)![1];
    const taken = await call<{ code: string }>('POST', `/api/users/${claimer.userId}/verify-phone`, { token: claimer.token, body: { otp_code: code } });
    expect(taken.status).toBe(409);
  });
});
