import type { EntityManager } from '@mikro-orm/postgresql';
import { diffChanges, type AdminActor } from '../../core/audit.js';
import { badInput, notFound, parseId } from '../../lib/errors.js';
import { decimalToPaise, paiseToDecimal, type Paise } from '../../lib/money.js';
import { planFeatures, planLabels, type PlanLabels, knownPlanType, PLAN_TYPES } from '@fruit-shop/common/plan.rules';

export interface AdminPlanRecord extends PlanLabels {
  id: number;
  planName: string;
  planType: string;
  planDescription: string;
  price: Paise;
  validityDays: number;
  features: string[];
  isActive: boolean;
  /** Subscriptions bought with this plan, any status. */
  subscriberCount: number;
}

export interface PlanFields {
  planType: string;
  planName?: string | null;
  planDescription: string;
  price: Paise | null;
  validityDays: number | null;
  /** A list, or a comma-separated string; empty for the spec's four defaults. */
  features?: string[] | string | null;
  isActive?: boolean | null;
}

type Raw = {
  id: number;
  plan_name: string;
  plan_type: string;
  plan_description: string;
  price: string;
  validity_days: number;
  features: unknown;
  is_active: boolean;
  subscriber_count: number;
};

const SELECT = `select p."id", p."plan_name", p."plan_type", p."plan_description", p."price"::text, p."validity_days", p."features", p."is_active",
  (select count(*) from "subscription_user" s where s."plan_id" = p."id")::int as "subscriber_count" from "subscription_plan" p`;

const toRecord = (r: Raw): AdminPlanRecord => ({
  id: r.id,
  planName: r.plan_name,
  planType: r.plan_type,
  planDescription: r.plan_description,
  price: decimalToPaise(r.price),
  validityDays: r.validity_days,
  features: planFeatures(r.features),
  isActive: r.is_active,
  subscriberCount: r.subscriber_count,
  ...planLabels(r.plan_type),
});

const snapshot = (p: { planType: string; planName: string; planDescription: string; price: Paise; validityDays: number; features: string[]; isActive: boolean }) => ({
  planType: p.planType,
  planName: p.planName,
  planDescription: p.planDescription,
  price: paiseToDecimal(p.price),
  validityDays: p.validityDays,
  features: p.features,
  isActive: p.isActive,
});

/** The admin form (spec §5 Admin: plan_description, validity, price, plan_type all required). */
function clean(input: PlanFields) {
  const typed = (input.planType ?? '').trim();
  if (!typed) throw badInput('Please enter the plan type', 'plan_type');
  // The type is the delivery cadence subscriptions follow (next delivery, pause, skip): one of
  // the three the shop delivers on, in its one spelling ('bi weekly' is Bi-Weekly). The plan's
  // name stays free text.
  const planType = knownPlanType(typed);
  if (!planType) throw badInput(`The plan type must be ${PLAN_TYPES.join(', ').replace(/, (?=[^,]*$)/, ' or ')}`, 'plan_type');
  const planDescription = (input.planDescription ?? '').trim();
  if (!planDescription) throw badInput('Please enter the plan description', 'plan_description');
  if (input.validityDays === null || input.validityDays === undefined) throw badInput('Please enter the validity in days', 'validity');
  if (!Number.isInteger(input.validityDays) || input.validityDays < 1 || input.validityDays > 3660) throw badInput('Validity is a whole number of days from 1 to 3660', 'validity');
  if (input.price === null || input.price === undefined) throw badInput('Please enter the price', 'price');
  if (!Number.isInteger(input.price) || input.price < 0) throw badInput('The price must be 0 or more', 'price');
  const planName = (input.planName ?? '').trim() || planType;
  if (planName.length > 100) throw badInput('A plan name has at most 100 characters', 'plan_name');
  const stored = input.features === undefined || input.features === null ? [] : input.features;
  const listed = Array.isArray(stored) ? stored : stored.split(',');
  const features = [...new Set(listed.map((f) => String(f).trim()).filter(Boolean))].slice(0, 20);
  return { planType, planName, planDescription, price: input.price, validityDays: input.validityDays, features, isActive: input.isActive ?? true };
}

/** Subscription plans in the back office: every plan, on sale or withdrawn. */
export const planAdminService = {
  async list(em: EntityManager): Promise<AdminPlanRecord[]> {
    return (await em.execute<Raw[]>(`${SELECT} order by p."id"`)).map(toRecord);
  },

  async byId(em: EntityManager, rawId: string | number): Promise<AdminPlanRecord> {
    const [row] = await em.execute<Raw[]>(`${SELECT} where p."id" = ?`, [parseId(rawId, 'planId')]);
    if (!row) throw notFound('Subscription plan not found');
    return toRecord(row);
  },

  async create(em: EntityManager, by: AdminActor, input: PlanFields): Promise<AdminPlanRecord> {
    const f = clean(input);
    return em.transactional(async (tx) => {
      const [{ id }] = await tx.execute<{ id: number }[]>(
        `insert into "subscription_plan" ("plan_type", "plan_name", "plan_description", "price", "validity_days", "features", "is_active")
         values (?, ?, ?, ?, ?, ?::jsonb, ?) returning "id"`,
        [f.planType, f.planName, f.planDescription, paiseToDecimal(f.price), f.validityDays, JSON.stringify(f.features), f.isActive],
      );
      await by.record(tx, { action: 'plan_created', targetType: 'subscription_plan', targetId: id, changes: diffChanges({}, snapshot(f)) });
      return this.byId(tx, id);
    });
  },

  /** `input` may leave fields out (REST PUT); they keep their values. */
  async update(em: EntityManager, by: AdminActor, rawId: string | number, input: Partial<PlanFields>): Promise<AdminPlanRecord> {
    const id = parseId(rawId, 'planId');
    return em.transactional(async (tx) => {
      const [locked] = await tx.execute<{ id: number }[]>('select "id" from "subscription_plan" where "id" = ? for update', [id]);
      if (!locked) throw notFound('Subscription plan not found');
      const current = await this.byId(tx, id);
      // Stored features that are only the defaults stay empty, so the defaults keep following the rules.
      const [{ features: storedFeatures }] = await tx.execute<{ features: unknown }[]>('select "features" from "subscription_plan" where "id" = ?', [id]);
      const before = { ...current, features: Array.isArray(storedFeatures) ? (storedFeatures as string[]) : [] };
      const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const f = clean({ ...before, ...defined });
      await tx.execute(
        `update "subscription_plan" set "plan_type" = ?, "plan_name" = ?, "plan_description" = ?, "price" = ?, "validity_days" = ?, "features" = ?::jsonb, "is_active" = ?
          where "id" = ?`,
        [f.planType, f.planName, f.planDescription, paiseToDecimal(f.price), f.validityDays, JSON.stringify(f.features), f.isActive, id],
      );
      const changes = diffChanges(snapshot(before), snapshot(f));
      if (Object.keys(changes).length) await by.record(tx, { action: 'plan_updated', targetType: 'subscription_plan', targetId: id, changes });
      return this.byId(tx, id);
    });
  },

  /** A plan someone bought is withdrawn from sale (its subscriptions keep it); an unused one is deleted. */
  async remove(em: EntityManager, by: AdminActor, rawId: string | number): Promise<{ deleted: boolean; plan: AdminPlanRecord }> {
    const id = parseId(rawId, 'planId');
    return em.transactional(async (tx) => {
      const [locked] = await tx.execute<{ id: number }[]>('select "id" from "subscription_plan" where "id" = ? for update', [id]);
      if (!locked) throw notFound('Subscription plan not found');
      const plan = await this.byId(tx, id);
      const [{ paid }] = await tx.execute<{ paid: boolean }[]>('select exists (select 1 from "payment" where "plan_id" = ?) as "paid"', [id]);
      if (plan.subscriberCount > 0 || paid) {
        await tx.execute('update "subscription_plan" set "is_active" = false where "id" = ?', [id]);
        if (plan.isActive) await by.record(tx, { action: 'plan_withdrawn', targetType: 'subscription_plan', targetId: id, changes: { isActive: { from: true, to: false } } });
        return { deleted: false, plan: { ...plan, isActive: false } };
      }
      await tx.execute('delete from "subscription_plan" where "id" = ?', [id]);
      await by.record(tx, { action: 'plan_deleted', targetType: 'subscription_plan', targetId: id, changes: snapshot(plan) });
      return { deleted: true, plan };
    });
  },
};
