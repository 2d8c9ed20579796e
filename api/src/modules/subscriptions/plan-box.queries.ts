import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A stored box line (subscription_plan_line). */
export interface BoxLineRecord {
  planId: number;
  position: number;
  productId: number | null;
  categoryId: number | null;
  /** A seasonal pick's unit; null on a product line. */
  unit: string | null;
  quantity: number;
  note: string | null;
}

type Row = { plan_id: number; position: number; product_id: number | null; category_id: number | null; unit: string | null; quantity: number; note: string | null };

const toRecord = (r: Row): BoxLineRecord => ({
  planId: r.plan_id,
  position: r.position,
  productId: r.product_id,
  categoryId: r.category_id,
  unit: r.unit,
  quantity: r.quantity,
  note: r.note,
});

/** The boxes of these plans, each in position order, in one statement. */
export async function selectBoxLines(em: EntityManager, planIds: readonly number[]): Promise<BoxLineRecord[][]> {
  if (!planIds.length) return [];
  const rows: Row[] = await em.execute(
    `select l.plan_id, l.position, l.product_id, l.category_id, l.unit, l.quantity, l.note
       from subscription_plan_line l where l.plan_id = any(string_to_array(?, ',')::int[]) order by l.plan_id, l.position`,
    [planIds.join(',')],
  );
  const byPlan = new Map<number, BoxLineRecord[]>();
  for (const row of rows) {
    let lines = byPlan.get(row.plan_id);
    if (!lines) byPlan.set(row.plan_id, (lines = []));
    lines.push(toRecord(row));
  }
  return planIds.map((id) => byPlan.get(id) ?? []);
}

/** Every plan's box a request shows, one statement (ctx.loaders). */
export const boxLinesLoader = (em: EntityManager) => new DataLoader<number, BoxLineRecord[]>((planIds) => selectBoxLines(em, planIds));
