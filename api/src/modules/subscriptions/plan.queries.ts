import type { EntityManager } from '@mikro-orm/postgresql';
import { decimalToPaise } from '../../lib/money.js';
import { planFeatures, planLabels } from '@fruit-shop/common/plan.rules';
import type { SubscriptionPlanView } from './plan.views.js';

/** Read-model SQL for the plans page: one statement, money as text (no float on the way). */
const PLAN_COLUMNS = 'p.id, p.plan_name, p.plan_type, p.plan_description, p.price::text as price, p.validity_days, p.features';

interface PlanRow {
  id: number;
  plan_name: string;
  plan_type: string;
  plan_description: string;
  price: string;
  validity_days: number;
  features: unknown;
}

function toPlanView(row: PlanRow): SubscriptionPlanView {
  return {
    id: row.id,
    planName: row.plan_name,
    planType: row.plan_type,
    planDescription: row.plan_description,
    price: decimalToPaise(row.price),
    validityDays: row.validity_days,
    features: planFeatures(row.features),
    ...planLabels(row.plan_type),
  };
}

/** Plans on sale, in the order they were added (Weekly, Bi-Weekly, Monthly in the demo shop). */
export async function selectActivePlans(em: EntityManager): Promise<SubscriptionPlanView[]> {
  const rows: PlanRow[] = await em.execute(`select ${PLAN_COLUMNS} from subscription_plan p where p.is_active order by p.id`);
  return rows.map(toPlanView);
}

export async function selectActivePlan(em: EntityManager, id: number): Promise<SubscriptionPlanView | undefined> {
  const rows: PlanRow[] = await em.execute(`select ${PLAN_COLUMNS} from subscription_plan p where p.id = ? and p.is_active`, [id]);
  return rows[0] && toPlanView(rows[0]);
}
