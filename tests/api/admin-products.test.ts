import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import { adminGql, adminLogin, call, removeShelvesAndOrders, type AdminSession } from '../utils/admins.js';
import { apiUrl, gql } from '../utils/api-client.js';
import { addShelf } from '../utils/catalog-shelf.js';
import { connectTestOrm } from '../utils/orm.js';
import { photo } from '../utils/pictures.js';
import { normalizePicture } from '../../api/src/modules/media/picture-encoder.js';
import { makeShoppers } from '../utils/shoppers.js';
import { roomySlotId } from '../utils/delivery.js';

/* Products from the back office: the form with its image upload, edits, stock and deletion. */

let orm: MikroORM;
let admin: AdminSession;
let shelf: Category;
/** A delivery slot of this file's own (tests/utils/delivery.ts). */
let SLOT: string;
beforeAll(async () => {
  orm = await connectTestOrm();
  SLOT = await roomySlotId(orm);
  admin = await adminLogin();
  ({ category: shelf } = await addShelf(orm.em.fork(), 'admin-products', []));
  PNG_STORED = await normalizePicture(PNG, { ext: 'png', mime: 'image/png' });
  WEBP = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#639' } }).webp().toBuffer();
});
afterAll(async () => {
  await removeShelvesAndOrders(orm, shelf ? [shelf] : []);
  await orm.close();
});

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
// A real 1×1 PNG, the bytes the shop stores for it (every upload is encoded again: decision 0035), and a real WebP.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
let PNG_STORED: Buffer;
let WEBP: Buffer;
let serial = 0;
const unique = (name: string) => `${name} ${Date.now().toString(36)}${++serial}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** How many stored copies of these bytes the image store holds (docs/decisions/0027-image-store.md). */
const storedCopies = async (bytes: Buffer) => (await sql<{ n: number }>('select count(*)::int as "n" from "image_blob" where "sha256" = ?', [sha256(bytes)]))[0].n;

async function sendForm<T = Record<string, unknown>>(method: string, url: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${apiUrl()}${url}`, { method, body: form, headers: { cookie: admin.cookie, origin: apiUrl() } });
  return { status: res.status, body: (await res.json()) as T };
}

const formFor = (name: string) => ({
  product_name: name,
  fruits_cat_id: String(shelf.id),
  price: '249.50',
  discount_price: '199',
  stock_quantity: '20',
  weight: '1.5',
  unit: 'kg',
  description: 'Sweet and juicy',
  tag: JSON.stringify(['seasonal', 'organic']),
  custom_attributes: JSON.stringify({ Variety: 'Alphonso', Origin: 'Ratnagiri' }),
  image_gallery: 'https://cdn.example.com/a.jpg, https://cdn.example.com/b.jpg',
  available_from: '',
  available_until: '',
  is_featured: 'true',
  is_active: 'true',
});

type RestProduct = { product_id: number; product_name: string; image: string; price: number; discount_price: number; tag: string[]; custom_attributes: Record<string, string>; images: string[]; available_from: string; available_until: string; is_active: boolean; stock_quantity: number };

describe('adding a product with an image', () => {
  it('stores the image under its content\'s name, serves it with nosniff, and the product shows on the shop', async () => {
    const name = unique('Admin Alphonso');
    const added = await sendForm<{ message: string; product: RestProduct }>('POST', '/api/products', formFor(name), { bytes: PNG, name: '../../evil name.png', type: 'image/png' });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Product added successfully');
    const p = added.body.product;
    // Named by its bytes, never by the caller's file name.
    expect(p.image).toBe(`/uploads/products/${sha256(PNG_STORED)}.png`);
    expect(p).toMatchObject({
      product_name: name,
      price: 249.5,
      discount_price: 199,
      tag: ['seasonal', 'organic'],
      custom_attributes: { Variety: 'Alphonso', Origin: 'Ratnagiri' },
      images: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg'],
      available_from: new Date().toISOString().slice(0, 10),
      available_until: '2030-12-31',
      stock_quantity: 20,
    });
    expect(await sql('select "path" from "image_path" where "path" = ?', [p.image.slice('/uploads/'.length)])).toHaveLength(1);
    expect(await storedCopies(PNG_STORED)).toBe(1);

    const image = await fetch(`${apiUrl()}${p.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_STORED)).toBe(true);

    const shop = await call<{ product_id: number }[]>('GET', `/api/product/get?q=${encodeURIComponent(name)}`);
    expect(shop.body.map((x) => x.product_id)).toEqual([p.product_id]);
    const stock = await sql('select "change", "stock_after", "reason", "admin_id" from "inventory_log" where "product_id" = ?', [p.product_id]);
    expect(stock).toEqual([{ change: 20, stock_after: 20, reason: 'admin_adjustment', admin_id: admin.admin.id }]);
  });

  it('refuses a text file named .png, an SVG and an image over 5 MB, writing nothing', async () => {
    const cases = [
      { bytes: Buffer.from('just some text, honestly'), name: 'photo.png', type: 'image/png' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'logo.svg', type: 'image/svg+xml' },
      { bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'logo.png', type: 'image/png' },
    ];
    for (const file of cases) {
      const reply = await sendForm<{ error: string; code: string }>('POST', '/api/products', formFor(unique('Refused')), file);
      expect([file.name, reply.status, reply.body.error]).toEqual([file.name, 400, 'Please upload a JPEG, PNG or WebP image']);
      expect(await storedCopies(file.bytes)).toBe(0);
    }
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await sendForm<{ error: string }>('POST', '/api/products', formFor(unique('Huge')), { bytes: big, name: 'big.png', type: 'image/png' });
    expect([tooBig.status, tooBig.body.error]).toEqual([400, 'Images can be at most 5 MB']);
    expect(await storedCopies(big)).toBe(0);
    // An invalid form's picture is named by its bytes: sending it again stores nothing new.
    const noName = await sendForm<{ error: string }>('POST', '/api/products', { ...formFor(''), product_name: '' }, { bytes: PNG, name: 'ok.png', type: 'image/png' });
    expect(noName.body.error).toBe('Please enter the product name');
    expect(await storedCopies(PNG_STORED)).toBe(1);
    expect(await sql(`select 1 from "product" where "name" like 'Refused %' or "name" like 'Huge %'`)).toEqual([]);
  });

  it('takes a WebP through POST /api/uploads for the GraphQL form, and requires an image on add', async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(WEBP)], { type: 'image/webp' }), 'berry.webp');
    const res = await fetch(`${apiUrl()}/api/uploads`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin.token}` } });
    const { url } = (await res.json()) as { url: string };
    expect(res.status).toBe(201);
    expect(url).toBe(`/uploads/products/${sha256(await normalizePicture(WEBP, { ext: 'webp', mime: 'image/webp' }))}.webp`);

    const CREATE = 'mutation($i: ProductInput!) { createProduct(input: $i) { id name image price weight unit isActive availableUntil } }';
    const base = { name: unique('Admin Berries'), categoryId: String(shelf.id), price: 120, stockQuantity: 5, weight: 0.25, unit: 'gm' };
    const missing = await adminGql(CREATE, { i: base }, { token: admin.token });
    expect(missing.errors?.[0].message).toBe('Please add a product image');
    const made = await adminGql<{ createProduct: Record<string, unknown> }>(CREATE, { i: { ...base, image: url } }, { token: admin.token });
    expect(made.data?.createProduct).toMatchObject({ name: base.name, image: url, price: 120, weight: 0.25, unit: 'gm', isActive: true, availableUntil: '2030-12-31' });
    const script = await adminGql(CREATE, { i: { ...base, name: unique('x'), image: 'javascript:alert(1)' } }, { token: admin.token });
    expect(script.errors?.[0].message).toBe('The image must be an uploaded file or a web address');
  });

  it('checks the required fields of the form', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ fruits_cat_id: '' }, 'Please choose a category'],
      [{ price: '' }, 'Please enter a price of 0 or more'],
      [{ price: '-1' }, 'Please enter a price of 0 or more'],
      [{ stock_quantity: '' }, 'Please enter a stock quantity of 0 or more'],
      [{ weight: '' }, 'Please enter the weight'],
      [{ unit: '' }, 'Please choose a unit'],
      [{ custom_attributes: '{broken' }, 'custom_attributes must be a JSON object'],
    ];
    for (const [change, message] of cases) {
      const reply = await sendForm<{ error: string }>('POST', '/api/products', { ...formFor(unique('Form')), ...change }, { bytes: PNG, name: 'a.png', type: 'image/png' });
      expect([change, reply.status, reply.body.error]).toEqual([change, 400, message]);
    }
  });
});

describe('editing and deleting', () => {
  async function product(name = unique('Edit Guava')) {
    const added = await sendForm<{ product: RestProduct }>('POST', '/api/products', formFor(name), { bytes: PNG, name: 'g.png', type: 'image/png' });
    expect(added.status).toBe(201);
    return added.body.product;
  }

  it('edits the price (JSON PUT keeps the other fields) and logs a stock change as admin_adjustment', async () => {
    const p = await product();
    const edited = await call<{ message: string; product: RestProduct }>('PUT', `/api/products/${p.product_id}`, { cookie: admin.cookie, body: { price: 299, stock_quantity: 26 } });
    expect(edited.body.message).toBe('Product updated successfully');
    expect(edited.body.product).toMatchObject({ price: 299, discount_price: 199, stock_quantity: 26, image: p.image, tag: ['seasonal', 'organic'] });
    const storefront = await gql<{ product: { price: number; stockQuantity: number } }>(`{ product(id: "${p.product_id}") { price stockQuantity } }`);
    expect(storefront.data?.product).toEqual({ price: 299, stockQuantity: 26 });
    expect(await sql(`select "change", "stock_after", "reason" from "inventory_log" where "product_id" = ? order by "id"`, [p.product_id])).toEqual([
      { change: 20, stock_after: 20, reason: 'admin_adjustment' },
      { change: 6, stock_after: 26, reason: 'admin_adjustment' },
    ]);
    const [log] = await sql<{ changes: Record<string, unknown> }>(`select "changes" from "admin_log" where "action" = 'product_updated' and "target_id" = ?`, [String(p.product_id)]);
    expect(log.changes).toEqual({ price: { from: '249.50', to: '299.00' } });

    // A new image through a multipart PUT replaces the address.
    const other = await photo(16, 16, 'png');
    const replaced = await sendForm<{ product: RestProduct }>('PUT', `/api/products/${p.product_id}`, { discount_price: '' }, { bytes: other, name: 'new.png', type: 'image/png' });
    expect(replaced.body.product.image).toBe(`/uploads/products/${sha256(await normalizePicture(other, { ext: 'png', mime: 'image/png' }))}.png`);
    expect(replaced.body.product.discount_price).toBeNull();
    expect(replaced.body.product.price).toBe(299);
  });

  it('deletes a product nobody ordered, and deactivates one with past orders', async () => {
    const unused = await product();
    const gone = await call<{ deleted: boolean; message: string }>('DELETE', `/api/product/${unused.product_id}`, { cookie: admin.cookie });
    expect(gone.body).toMatchObject({ deleted: true, message: 'Product deleted successfully' });
    expect((await call('GET', `/api/product/${unused.product_id}`)).status).toBe(404);

    const sold = await product();
    const [shopper] = await makeShoppers(orm, 1);
    await gql('mutation($id: ID!) { addToCart(productId: $id, quantity: 1) { itemCount } }', { id: String(sold.product_id) }, shopper.token);
    const SHIPPING = { firstName: 'Om', lastName: 'Rao', email: 'om@example.com', phone: '9000000003', address: '3 Road', city: 'Pune', state: 'MH', country: 'India', postcode: '411001' };
    const placed = await gql<{ placeOrder: { orderId: string } }>('mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }', { i: { shipping: SHIPPING, paymentMethod: 'CASH', deliverySlotId: SLOT } }, shopper.token);
    expect(placed.errors).toBeUndefined();

    const kept = await adminGql<{ deleteProduct: { deleted: boolean; product: { isActive: boolean } } }>(`mutation { deleteProduct(id: "${sold.product_id}") { deleted product { isActive } } }`, {}, { token: admin.token });
    expect(kept.data?.deleteProduct).toEqual({ deleted: false, product: { isActive: false } });
    // Hidden from the shop, still in the customer's order.
    expect((await call('GET', `/api/product/${sold.product_id}`)).status).toBe(404);
    const order = await gql<{ order: { items: { productName: string }[] } }>(`{ order(id: "${placed.data!.placeOrder.orderId}") { items { productName } } }`, {}, shopper.token);
    expect(order.data?.order.items[0].productName).toBe(sold.product_name);
    const listed = await call<{ product_id: number; is_active: boolean; has_orders: boolean }[]>('GET', `/api/admin/products?search=${encodeURIComponent(sold.product_name)}`, { cookie: admin.cookie });
    expect(listed.body).toEqual([expect.objectContaining({ product_id: sold.product_id, is_active: false, has_orders: true })]);
  });
});
