import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { codeOf, getJson, gql } from '../utils/api-client.js';
import { connectTestOrm } from '../utils/orm.js';
import { PLANS } from '../../api/src/db/seed/data/plans.js';
import { DEFAULT_PLAN_FEATURES, knownPlanType, planFeatures, planLabels } from '@fruit-shop/common/plan.rules';

/** Subscription plans, read side: the stored fields, the spec's derived labels and default features. */

const MARK = `plan-${Date.now().toString(36)}`;
let orm: MikroORM;
const extra = { commaFeatures: 0, noFeatures: 0, inactive: 0, custom: 0 };

beforeAll(async () => {
  orm = await connectTestOrm();
  const em = orm.em.fork();
  const insert = async (type: string, features: string, active = true) => {
    const [row] = await em.execute<{ id: number }[]>(
      `insert into subscription_plan (plan_type, plan_name, plan_description, price, validity_days, features, is_active)
       values (?, ?, 'Test plan', 249.50, 7, ?::jsonb, ?) returning id`,
      [type, `${MARK} ${type}`, features, active],
    );
    return row.id;
  };
  extra.commaFeatures = await insert('weekly', JSON.stringify('Organic fruit, Doorstep delivery ,'));
  extra.noFeatures = await insert('BI WEEKLY', '[]');
  extra.inactive = await insert('Monthly', '[]', false);
  extra.custom = await insert('Quarterly', JSON.stringify('["Big box"]'));
});

afterAll(async () => {
  await orm.em.fork().execute('delete from subscription_plan where plan_name like ?', [`${MARK}%`]);
  await orm.close();
});

interface Plan {
  id: string;
  planName: string;
  planType: string;
  planDescription: string;
  price: number;
  validityDays: number;
  features: string[];
  deliveryFrequency: string | null;
  savingsText: string | null;
  isPopular: boolean;
  priceSuffix: string;
}
const FIELDS = 'id planName planType planDescription price validityDays features deliveryFrequency savingsText isPopular priceSuffix';

describe('subscriptionPlans', () => {
  it("lists the plans on sale with the spec's labels", async () => {
    const reply = await gql<{ subscriptionPlans: Plan[] }>(`{ subscriptionPlans { ${FIELDS} } }`);
    expect(reply.errors).toBeUndefined();
    const plans = reply.data!.subscriptionPlans;
    const seeded = plans.filter((p) => !p.planName.startsWith(MARK));
    expect(seeded.map((p) => [p.planType, p.price, p.validityDays])).toEqual(PLANS.map((p) => [p.planType, p.price, p.validityDays]));
    const byType = Object.fromEntries(seeded.map((p) => [p.planType, p]));
    expect(byType.Weekly).toMatchObject({ deliveryFrequency: 'Every week', savingsText: null, isPopular: false, priceSuffix: 'per week' });
    expect(byType.Monthly).toMatchObject({ deliveryFrequency: '4 deliveries/month', savingsText: 'Save 15%', isPopular: true, priceSuffix: 'per month' });
    expect(byType['Bi-Weekly']).toMatchObject({ deliveryFrequency: 'Every 2 weeks', savingsText: 'Save 5%', isPopular: false, priceSuffix: 'per delivery' });
    expect(byType.Weekly.features.slice(0, 4)).toEqual([...DEFAULT_PLAN_FEATURES]);
    expect(plans.map((p) => Number(p.id))).not.toContain(extra.inactive);
  });

  it('reads features stored as a comma or JSON string, and defaults to the four when there are none', async () => {
    const reply = await gql<{ subscriptionPlans: Plan[] }>(`{ subscriptionPlans { ${FIELDS} } }`);
    const byId = new Map(reply.data!.subscriptionPlans.map((p) => [Number(p.id), p]));
    expect(byId.get(extra.commaFeatures)).toMatchObject({ features: ['Organic fruit', 'Doorstep delivery'], deliveryFrequency: 'Every week', price: 249.5 });
    expect(byId.get(extra.noFeatures)).toMatchObject({ features: [...DEFAULT_PLAN_FEATURES], deliveryFrequency: 'Every 2 weeks', savingsText: 'Save 5%' });
    expect(byId.get(extra.custom)).toMatchObject({
      features: ['Big box'],
      deliveryFrequency: null,
      savingsText: null,
      isPopular: false,
      priceSuffix: 'per delivery',
    });
  });

  it('subscriptionPlan(id) answers a plan on sale; null for an unknown or withdrawn one', async () => {
    const one = await gql<{ subscriptionPlan: Plan }>(`query($id: ID!) { subscriptionPlan(id: $id) { ${FIELDS} } }`, { id: extra.noFeatures });
    expect(one.data!.subscriptionPlan.planName).toBe(`${MARK} BI WEEKLY`);
    expect((await gql(`query($id: ID!) { subscriptionPlan(id: $id) { id } }`, { id: extra.inactive })).data).toEqual({ subscriptionPlan: null });
    expect((await gql('{ subscriptionPlan(id: "999999") { id } }')).data).toEqual({ subscriptionPlan: null });
    expect(codeOf(await gql('{ subscriptionPlan(id: "x") { id } }'))).toBe('BAD_USER_INPUT');
  });
});

describe('REST shim', () => {
  it('GET /api/subscription-plans lists plans with the spec field names', async () => {
    const res = await getJson<Record<string, unknown>[]>('/api/subscription-plans');
    expect(res.status).toBe(200);
    const monthly = res.body.find((p) => p.plan_type === 'Monthly' && !String(p.plan_name).startsWith(MARK))!;
    expect(Object.keys(monthly).sort()).toEqual(
      ['plan_id', 'plan_name', 'plan_type', 'plan_description', 'price', 'validity', 'features', 'delivery_frequency', 'savings_text', 'is_popular', 'price_suffix', 'box'].sort(),
    );
    const seed = PLANS.find((p) => p.planType === 'Monthly')!;
    expect(monthly).toMatchObject({ price: seed.price, validity: seed.validityDays, features: seed.features, is_popular: true, savings_text: 'Save 15%', price_suffix: 'per month' });
    // What is in the box (issue 38): one entry per seeded line.
    expect(monthly.box).toHaveLength(seed.box.length);
  });

  it('GET /api/subscription-plans/{plan_id}: one plan; 404 unknown or withdrawn; 400 malformed', async () => {
    const one = await getJson<{ plan_id: number; features: string[] }>(`/api/subscription-plans/${extra.noFeatures}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ plan_id: extra.noFeatures, features: [...DEFAULT_PLAN_FEATURES] });
    expect(await getJson(`/api/subscription-plans/${extra.inactive}`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: 'Subscription plan not found' } });
    expect((await getJson('/api/subscription-plans/999999')).status).toBe(404);
    expect((await getJson('/api/subscription-plans/abc')).status).toBe(400);
  });
});

describe('plan rules (shared with the web)', () => {
  it('maps plan types however an admin spells them', () => {
    expect(['Weekly', 'weekly', ' WEEKLY '].map(knownPlanType)).toEqual(['Weekly', 'Weekly', 'Weekly']);
    expect(['Bi-Weekly', 'biweekly', 'Bi Weekly'].map(knownPlanType)).toEqual(['Bi-Weekly', 'Bi-Weekly', 'Bi-Weekly']);
    expect([null, '', 'Daily'].map(knownPlanType)).toEqual([null, null, null]);
    expect(planLabels('Daily')).toEqual({ deliveryFrequency: null, savingsText: null, isPopular: false, priceSuffix: 'per delivery' });
  });

  it('cleans feature lists', () => {
    expect(planFeatures(['A', ' A ', '', 'B'])).toEqual(['A', 'B']);
    expect(planFeatures('["X", "Y"]')).toEqual(['X', 'Y']);
    expect(planFeatures('X, Y')).toEqual(['X', 'Y']);
    expect(planFeatures('[broken')).toEqual(['[broken']);
    expect(planFeatures(null)).toEqual([...DEFAULT_PLAN_FEATURES]);
    expect(planFeatures(' , ')).toEqual([...DEFAULT_PLAN_FEATURES]);
  });
});
