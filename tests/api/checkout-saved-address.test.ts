import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import { codeOf, gql, sendJson } from '../utils/api-client.js';
import { removeShelvesAndOrders } from '../utils/admins.js';
import { addShelf, shelfProduct } from '../utils/catalog-shelf.js';
import { connectTestOrm } from '../utils/orm.js';
import { makeShoppers } from '../utils/shoppers.js';

/*
 * A saved address chosen at checkout (issue 40): the order names it by id and its street, city,
 * state and pincode are the saved copy's, never the form's; another customer's address is
 * refused as missing and nothing is ordered.
 */

let orm: MikroORM;
const shelves: Category[] = [];
let productId: number;
let owner: { userId: number; token: string };
let stranger: { userId: number; token: string };
let secondId: string;

const SECOND = { addressLine1: '21 Sea Face Road', addressLine2: 'Wing B', city: 'Mumbai', state: 'Maharashtra', pinCode: '400050' };
const typed = { firstName: 'Ravi', lastName: 'Shah', email: 'ravi@example.com', phone: '9123456780', address: '4 Park Street', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411001' };

type OrderReply = { success: boolean; code?: string; error?: string; field?: string; order?: { shipping_info: Record<string, string> } };
const order = (token: string, extra: Record<string, unknown>) =>
  sendJson<OrderReply>('POST', '/api/orders', { items: [{ product_id: productId, quantity: 1 }], shipping_info: typed, payment_method: 'cash', ...extra }, token);

beforeAll(async () => {
  orm = await connectTestOrm();
  const { category, products } = await addShelf(orm.em.fork(), 'saved-address', [shelfProduct({ name: 'Saved Address Guava', stockQuantity: 100 })]);
  shelves.push(category);
  productId = products[0].id;
  [owner, stranger] = await makeShoppers(orm, 2);
  const save = (input: Record<string, unknown>) =>
    gql<{ saveAddress: { id: string } }>('mutation ($input: AddressInput!) { saveAddress(input: $input) { id } }', { input: { type: 'home', fullName: 'Ravi Shah', phone: '9123456780', ...input } }, owner.token);
  await save({ addressLine1: '4 Park Street', city: 'Pune', state: 'Maharashtra', pinCode: '411001' });
  const second = await save({ ...SECOND, type: 'work' });
  expect(second.errors).toBeUndefined();
  secondId = second.data!.saveAddress.id;
});

afterAll(async () => {
  await removeShelvesAndOrders(orm, shelves);
  await orm.em.fork().execute('delete from "address" where "user_id" in (?, ?)', [owner.userId, stranger.userId]);
  await orm.close();
});

describe('placing an order to a saved address', () => {
  it("ships to the saved address's copy (REST address_id), whatever the form said", async () => {
    const reply = await order(owner.token, { address_id: secondId });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.order?.shipping_info).toMatchObject({ firstName: 'Ravi', address: '21 Sea Face Road, Wing B', city: 'Mumbai', state: 'Maharashtra', postcode: '400050' });
  });

  it("refuses another customer's address as missing (GraphQL and REST) and orders nothing", async () => {
    const graph = await gql(
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
      { input: { shipping: typed, paymentMethod: 'CASH', addressId: secondId } },
      stranger.token,
    );
    expect(codeOf(graph)).toBe('NOT_FOUND');
    expect(graph.errors?.[0]).toMatchObject({ message: 'Address not found', extensions: { field: 'addressId' } });
    const rest = await order(stranger.token, { address_id: secondId });
    expect(rest.status).toBe(404);
    expect(rest.body).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'Address not found', field: 'addressId' });
    const [{ count }] = await orm.em.fork().execute<{ count: number }[]>('select count(*)::int as "count" from "shop_order" where "user_id" = ?', [stranger.userId]);
    expect(count).toBe(0);
  });

  it('refuses an address id that is not an id', async () => {
    const graph = await gql('mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }', { input: { shipping: typed, paymentMethod: 'CASH', addressId: 'x1' } }, owner.token);
    expect(codeOf(graph)).toBe('BAD_USER_INPUT');
  });
});
