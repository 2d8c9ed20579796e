import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import type { Product } from '../../api/src/modules/catalog/product.entity.js';
import { PLANS } from '../../api/src/db/seed/data/plans.js';
import { BOX_MESSAGES, MAX_BOX_LINES } from '@fruit-shop/common/plan-box.rules';
import { adminGql, adminLogin, call, type AdminSession } from '../utils/admins.js';
import { apiUrl, gql } from '../utils/api-client.js';
import { addShelf, removeShelves, shelfProduct } from '../utils/catalog-shelf.js';
import { connectTestOrm } from '../utils/orm.js';

/* A plan is a box (issue 38): setting it (GraphQL and REST), its rules, reading it back, and the guest page that shows it. */

let orm: MikroORM;
let admin: AdminSession;
let shelf: { category: Category; products: Product[] };
let planId: number;
const extraShelves: Category[] = [];
const MARK = `box-${Date.now().toString(36)}`;

beforeAll(async () => {
  orm = await connectTestOrm();
  admin = await adminLogin();
  shelf = await addShelf(orm.em.fork(), 'box', [
    shelfProduct({ name: 'Box Apple', price: 150 }),
    { ...shelfProduct({ name: 'Box Litchi', price: 199, weight: 500 }), unit: 'gm' },
    shelfProduct({ name: 'Box Pear', price: 120, isActive: false }),
    shelfProduct({ name: 'Not Boxed', price: 90 }),
  ]);
  const made = await adminGql<{ createSubscriptionPlan: { id: string } }>(
    'mutation($i: SubscriptionPlanInput!) { createSubscriptionPlan(input: $i) { id } }',
    { i: { planType: 'Weekly', planName: `${MARK} Weekly`, planDescription: 'A test box', price: 299, validityDays: 7 } },
    { token: admin.token },
  );
  planId = Number(made.data!.createSubscriptionPlan.id);
});

afterAll(async () => {
  await orm.em.fork().execute('delete from subscription_plan where plan_name like ?', [`${MARK}%`]);
  await removeShelves(orm, [shelf.category, ...extraShelves]);
  await orm.close();
});

const [apple, litchi, pear, notBoxed] = [0, 1, 2, 3].map((i) => () => shelf.products[i]);

const SET_BOX = `mutation($planId: ID!, $lines: [PlanBoxLineInput!]!) {
  setSubscriptionPlanBox(planId: $planId, lines: $lines) { id box { position kind quantity unit label } }
}`;
const setBox = (lines: unknown[], id: number | string = planId) =>
  adminGql<{ setSubscriptionPlanBox: { id: string; box: { position: number; kind: string; quantity: number; unit: string; label: string }[] } }>(SET_BOX, { planId: String(id), lines }, { token: admin.token });
const api = <T = unknown>(method: string, path: string, body?: unknown) => call<T>(method, path, { cookie: admin.cookie, body });

const BOX_FIELDS = 'box { position kind quantity unit note label product { id name image unit weight isActive } category { id name slug } }';
interface BoxLine {
  position: number;
  kind: 'PRODUCT' | 'SEASONAL_PICK';
  quantity: number;
  unit: string;
  note: string | null;
  label: string;
  product: { id: string; name: string; image: string | null; unit: string; weight: number | null; isActive: boolean } | null;
  category: { id: string; name: string; slug: string } | null;
}
const boxOf = async (id = planId) => (await gql<{ subscriptionPlan: { box: BoxLine[] } | null }>(`{ subscriptionPlan(id: "${id}") { ${BOX_FIELDS} } }`)).data?.subscriptionPlan?.box;

const STANDARD = () => [
  { productId: String(apple().id), quantity: 2 },
  { productId: String(litchi().id), quantity: 1, note: 'Ripe ones' },
  { categoryId: String(shelf.category.id), unit: 'kg', quantity: 1 },
];

describe("a plan's box", () => {
  it('the seeded plans come with boxes from the seeded catalogue', async () => {
    const reply = await gql<{ subscriptionPlans: { planName: string; box: BoxLine[] }[] }>(`{ subscriptionPlans { planName ${BOX_FIELDS} } }`);
    expect(reply.errors).toBeUndefined();
    for (const seeded of PLANS) {
      const plan = reply.data!.subscriptionPlans.find((p) => p.planName === seeded.planName);
      expect(plan?.box.length, seeded.planName).toBe(seeded.box.length);
    }
    const weekly = reply.data!.subscriptionPlans.find((p) => p.planName === 'Weekly Fruit Box')!;
    expect(weekly.box.map((l) => l.label)).toEqual(['1 kg Royal Gala Apple', '1 dzn Robusta Banana', '1 kg Mosambi', "1 kg seasonal pick from season's special"]);
    expect(weekly.box[3]).toMatchObject({ kind: 'SEASONAL_PICK', product: null, category: { slug: 'seasonal' }, note: 'Whatever is at its peak that week' });
  });

  it('is set whole over GraphQL, logged, and read back over GraphQL and REST', async () => {
    const set = await setBox(STANDARD());
    expect(set.errors).toBeUndefined();
    expect(set.data!.setSubscriptionPlanBox.box.map((l) => [l.position, l.kind, l.label])).toEqual([
      [1, 'PRODUCT', `2 kg ${apple().name}`],
      [2, 'PRODUCT', `500 gm ${litchi().name}`],
      [3, 'SEASONAL_PICK', `1 kg seasonal pick from ${shelf.category.name}`],
    ]);

    const box = await boxOf();
    expect(box?.[0]).toMatchObject({ quantity: 2, unit: 'kg', note: null, product: { id: String(apple().id), name: apple().name, unit: 'kg', isActive: true }, category: null });
    expect(box?.[1]).toMatchObject({ quantity: 1, unit: 'gm', note: 'Ripe ones', product: { weight: 500 } });
    expect(box?.[2]).toMatchObject({ kind: 'SEASONAL_PICK', unit: 'kg', product: null, category: { id: String(shelf.category.id), name: shelf.category.name } });

    const rest = await call<{ box: { position: number; type: string; quantity: number; unit: string; label: string; product: { id: number; is_active: boolean } | null; category: { id: number } | null }[] }>('GET', `/api/subscription-plans/${planId}`);
    expect(rest.status).toBe(200);
    expect(rest.body.box.map((l) => [l.type, l.quantity, l.unit, l.product?.id ?? null, l.category?.id ?? null])).toEqual([
      ['product', 2, 'kg', apple().id, null],
      ['product', 1, 'gm', litchi().id, null],
      ['seasonal_pick', 1, 'kg', null, shelf.category.id],
    ]);
    const list = await call<{ plan_id: number; box: unknown[] }[]>('GET', '/api/subscription-plans');
    expect(list.body.find((p) => p.plan_id === planId)?.box).toHaveLength(3);

    const [log] = await orm.em.fork().execute<{ changes: { box: { from: string[]; to: string[] } } }[]>(
      `select "changes" from "admin_log" where "action" = 'plan_box_updated' and "target_id" = ? order by "id" desc limit 1`,
      [String(planId)],
    );
    expect(log.changes.box).toEqual({ from: [], to: [`2 kg ${apple().name}`, `500 gm ${litchi().name} (Ripe ones)`, `1 kg seasonal pick from ${shelf.category.name}`] });
  });

  it('keeps a product taken off sale, marked, so staff substitute it', async () => {
    await setBox([{ productId: String(pear().id), quantity: 1 }, ...STANDARD()]);
    const box = await boxOf();
    expect(box?.[0]).toMatchObject({ label: `1 kg ${pear().name}`, product: { isActive: false } });
    await setBox(STANDARD());
  });

  it('refuses a bad box with a stable code and message, and leaves the box as it was', async () => {
    const before = await boxOf();
    const cases: [unknown[], string][] = [
      [Array.from({ length: MAX_BOX_LINES + 1 }, () => ({ categoryId: String(shelf.category.id), quantity: 1 })), BOX_MESSAGES.tooManyLines],
      [[{ productId: String(apple().id), categoryId: String(shelf.category.id), quantity: 1 }], `Line 1: ${BOX_MESSAGES.kind}`],
      [[{ quantity: 1 }], `Line 1: ${BOX_MESSAGES.kind}`],
      [[{ productId: String(apple().id), quantity: 0 }], `Line 1: ${BOX_MESSAGES.quantity}`],
      [[{ productId: String(apple().id), quantity: 100 }], `Line 1: ${BOX_MESSAGES.quantity}`],
      [[{ productId: String(apple().id), quantity: 1 }, { productId: '999999999', quantity: 1 }], 'Line 2: No product with id 999999999'],
      [[{ categoryId: '999999999', quantity: 1 }], 'Line 1: No category with id 999999999'],
      [[{ productId: String(apple().id), quantity: 1 }, { productId: String(apple().id), quantity: 2 }], `Line 2: ${apple().name} is in the box twice: set one line's quantity instead`],
      [[{ categoryId: String(shelf.category.id), unit: 'gm', quantity: 1 }], `Line 1: ${BOX_MESSAGES.pickUnit}`],
      [[{ productId: String(apple().id), quantity: 1, note: 'x'.repeat(201) }], `Line 1: ${BOX_MESSAGES.note}`],
    ];
    for (const [lines, message] of cases) {
      const reply = await setBox(lines);
      expect([message, reply.errors?.[0]?.extensions?.code, reply.errors?.[0]?.message]).toEqual([message, 'BAD_USER_INPUT', message]);
    }
    expect((await setBox([], 999999999)).errors?.[0]).toMatchObject({ message: 'Subscription plan not found', extensions: { code: 'NOT_FOUND' } });
    // Quantity 1.5 is not an Int: GraphQL refuses it before the service.
    expect((await setBox([{ productId: String(apple().id), quantity: 1.5 }])).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await boxOf()).toEqual(before);
  });

  it('is an admin operation', async () => {
    const guest = await gql(SET_BOX, { planId: String(planId), lines: [] });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await call('PUT', `/api/subscription-plans/${planId}/box`, { body: { lines: [] } })).status).toBe(401);
  });

  it('is set over REST with snake_case lines, refused there with { error, code }', async () => {
    const reply = await api<{ success: boolean; message: string; plan: { plan_id: number; box: { label: string; note: string | null }[] } }>('PUT', `/api/subscription-plans/${planId}/box`, {
      lines: [
        { category_id: shelf.category.id, unit: 'pcs', quantity: 6, note: 'Firm' },
        { product_id: apple().id, quantity: 1 },
      ],
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Plan box updated successfully', plan: { plan_id: planId } });
    expect(reply.body.plan.box.map((l) => l.label)).toEqual([`6 pcs seasonal pick from ${shelf.category.name}`, `1 kg ${apple().name}`]);
    const refused = await api<{ error: string; code: string }>('PUT', `/api/subscription-plans/${planId}/box`, { lines: [{ product_id: apple().id, quantity: 'lots' }] });
    expect([refused.status, refused.body]).toEqual([400, { error: `Line 1: ${BOX_MESSAGES.quantity}`, code: 'BAD_USER_INPUT' }]);
    expect((await api<{ error: string }>('PUT', `/api/subscription-plans/${planId}/box`, { lines: 'none' })).body.error).toBe('Send the box as { "lines": [...] }');
    const admins = await api<{ plan_id: number; box: unknown[] }[]>('GET', '/api/admin/subscription-plans');
    expect(admins.body.find((p) => p.plan_id === planId)?.box).toHaveLength(2);
    await setBox(STANDARD());
  });

  it('keeps the products and categories it names from being deleted', async () => {
    const product = await adminGql(`mutation { deleteProduct(id: "${litchi().id}") { deleted } }`, {}, { token: admin.token });
    expect(product.errors?.[0]).toMatchObject({ message: `This product is in the box of the plan ${MARK} Weekly; take it out of the box first`, extensions: { code: 'CONFLICT' } });
    const [{ count }] = await orm.em.fork().execute<{ count: number }[]>('select count(*)::int as count from product where id = ?', [litchi().id]);
    expect(count).toBe(1);

    const { category: empty } = await addShelf(orm.em.fork(), 'box-pick', []);
    extraShelves.push(empty);
    await setBox([...STANDARD(), { categoryId: String(empty.id), unit: 'dzn', quantity: 1 }]);
    const category = await adminGql(`mutation { deleteCategory(id: "${empty.id}") { id } }`, {}, { token: admin.token });
    expect(category.errors?.[0]).toMatchObject({ message: `This category is in the box of the plan ${MARK} Weekly; take it out of the box first`, extensions: { code: 'CONFLICT' } });
    await setBox(STANDARD());
  });
});

describe("the guest's cached plans page", () => {
  async function page() {
    const res = await fetch(`${apiUrl()}/subscriptions`, { headers: { accept: 'text/html' } });
    return { status: res.status, cache: res.headers.get('x-page-cache'), html: await res.text() };
  }
  const rename = (product: Product, name: string) => orm.em.fork().execute('update product set name = ? where id = ?', [name, product.id]);

  it('shows the box, survives an edit of a product no box shows, and is dropped when a boxed product is renamed or the box changes', async () => {
    await setBox(STANDARD());
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.html).toContain('In the box');
    expect(first.html).toContain(apple().name);
    expect((await page()).cache).toBe('hit');

    await rename(notBoxed(), `${notBoxed().name} renamed`);
    expect((await page()).cache).toBe('hit');

    await rename(apple(), `${apple().name} renamed`);
    const renamed = await page();
    expect(renamed.cache).toBe('miss');
    expect(renamed.html).toContain(`${apple().name} renamed`);
    expect((await page()).cache).toBe('hit');

    await setBox([{ productId: String(pear().id), quantity: 3 }]);
    const changed = await page();
    expect(changed.cache).toBe('miss');
    expect(changed.html).toContain(pear().name);
    expect(changed.html).not.toContain(`${apple().name} renamed`);
  });
});
