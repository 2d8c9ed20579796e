import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminActor } from '../../core/audit.js';
import { AppError, notFound, parseId } from '../../lib/errors.js';
import { catalogRefService, type CategoryRef, type ProductRef } from '../catalog/catalog-refs.service.js';
import { normalizeUnit } from '@fruit-shop/common/units';
import {
  BOX_MESSAGES,
  DEFAULT_PICK_UNIT,
  isPickUnit,
  lineMessage,
  MAX_BOX_LINES,
  MAX_BOX_NOTE_LENGTH,
  validBoxQuantity,
} from '@fruit-shop/common/plan-box.rules';
import { planAdminService, type AdminPlanRecord } from './plan-admin.service.js';
import { selectBoxLines, type BoxLineRecord } from './plan-box.queries.js';
import { boxLineView } from './plan-box.service.js';

/** One line as an admin sends it: a product, or a category (a seasonal pick) with its unit. */
export interface BoxLineInput {
  productId?: string | number | null;
  categoryId?: string | number | null;
  quantity?: number | null;
  /** A seasonal pick's unit (PICK_UNITS; kg when left out); ignored on a product line, which counts in the product's unit. */
  unit?: string | null;
  note?: string | null;
}

type CleanLine = { productId: number | null; categoryId: number | null; unit: string | null; quantity: number; note: string | null };

/** BAD_USER_INPUT for one line, with the field it is about (`lines[2].quantity`) and the spec-style text "Line 3: …". */
const lineError = (index: number, message: string, field?: string) =>
  new AppError('BAD_USER_INPUT', lineMessage(index, message), { field: `lines[${index}]${field ? `.${field}` : ''}` });

const given = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** An id as sent (GraphQL ID, a REST number or text); anything that is not one is an unknown id. */
function idOf(raw: unknown, index: number, unknown: (id: string) => string, field: string): number {
  try {
    return parseId(typeof raw === 'number' ? raw : String(raw).trim());
  } catch {
    throw lineError(index, unknown(String(raw).slice(0, 20)), field);
  }
}

/** The form's rules, before anything is read: count, kind, quantity, unit, note. */
function cleanLines(inputs: readonly unknown[]): CleanLine[] {
  if (inputs.length > MAX_BOX_LINES) throw new AppError('BAD_USER_INPUT', BOX_MESSAGES.tooManyLines, { field: 'lines' });
  return inputs.map((raw, i) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw lineError(i, BOX_MESSAGES.kind);
    const input = raw as Record<keyof BoxLineInput, unknown>;
    const isProduct = given(input.productId);
    if (isProduct === given(input.categoryId)) throw lineError(i, BOX_MESSAGES.kind);
    const quantity = typeof input.quantity === 'string' && /^\d{1,3}$/.test(input.quantity) ? Number(input.quantity) : input.quantity;
    if (typeof quantity !== 'number' || !validBoxQuantity(quantity)) throw lineError(i, BOX_MESSAGES.quantity, 'quantity');
    if (input.note !== undefined && input.note !== null && typeof input.note !== 'string') throw lineError(i, BOX_MESSAGES.note, 'note');
    const note = (input.note as string | null | undefined)?.trim() || null;
    if (note && note.length > MAX_BOX_NOTE_LENGTH) throw lineError(i, BOX_MESSAGES.note, 'note');
    if (isProduct) return { productId: idOf(input.productId, i, BOX_MESSAGES.unknownProduct, 'productId'), categoryId: null, unit: null, quantity, note };
    const categoryId = idOf(input.categoryId, i, BOX_MESSAGES.unknownCategory, 'categoryId');
    if (input.unit !== undefined && input.unit !== null && typeof input.unit !== 'string') throw lineError(i, BOX_MESSAGES.pickUnit, 'unit');
    const unit = given(input.unit) ? normalizeUnit(input.unit as string) : DEFAULT_PICK_UNIT;
    if (!isPickUnit(unit)) throw lineError(i, BOX_MESSAGES.pickUnit, 'unit');
    return { productId: null, categoryId, unit, quantity, note };
  });
}

const sameBox = (a: readonly CleanLine[], b: readonly BoxLineRecord[]) =>
  a.length === b.length &&
  a.every((l, i) => l.productId === b[i].productId && l.categoryId === b[i].categoryId && l.unit === b[i].unit && l.quantity === b[i].quantity && l.note === b[i].note);

/** What the admin log keeps of a box: each line as it read then ("1 kg Shimla Apple (ripe)"). */
function logLines(lines: readonly CleanLine[], products: Map<number, ProductRef>, categories: Map<number, CategoryRef>): string[] {
  return lines.map((l, i) => {
    const product = l.productId === null ? null : (products.get(l.productId) ?? null);
    const category = l.categoryId === null ? null : (categories.get(l.categoryId) ?? null);
    const { label } = boxLineView({ position: i + 1, unit: l.unit, quantity: l.quantity, note: l.note }, product, category);
    return l.note ? `${label} (${l.note})` : label;
  });
}

/** Setting a plan's box in the back office: the whole box in one call. */
export const planBoxAdminService = {
  /** CONFLICT when a box names the product (or has a seasonal pick of the category): take it out of the box first. */
  async refuseIfInBox(tx: EntityManager, ref: { productId: number } | { categoryId: number }): Promise<void> {
    const [column, id, what] = 'productId' in ref ? ['product_id', ref.productId, 'This product'] : ['category_id', ref.categoryId, 'This category'];
    const plans = await tx.execute<{ plan_name: string }[]>(
      `select p."plan_name" from "subscription_plan" p where exists (select 1 from "subscription_plan_line" l where l."plan_id" = p."id" and l."${column}" = ?) order by p."id"`,
      [id],
    );
    if (plans.length) {
      const names = plans.map((p) => p.plan_name).join(', ');
      throw new AppError('CONFLICT', `${what} is in the box of ${plans.length === 1 ? 'the plan' : 'the plans'} ${names}; take it out of the box first`);
    }
  },

  /**
   * Replaces the plan's box with `inputs` (an empty list empties it), in one transaction with the
   * plan's row locked, and logs the change. Every product and category must exist (a product off
   * sale may stay in a box: staff substitute it); a product may be in a box once. The new box is
   * what deliveries made from now on bring; orders already made keep theirs.
   */
  async setBox(em: EntityManager, by: AdminActor, rawPlanId: string | number, inputs: readonly unknown[]): Promise<AdminPlanRecord> {
    const planId = parseId(rawPlanId, 'planId');
    const lines = cleanLines(inputs);
    return em.transactional(async (tx) => {
      const [locked] = await tx.execute<{ id: number }[]>('select "id" from "subscription_plan" where "id" = ? for update', [planId]);
      if (!locked) throw notFound('Subscription plan not found');
      const [before] = await selectBoxLines(tx, [planId]);

      const productIds = [...new Set([...lines, ...before].flatMap((l) => (l.productId === null ? [] : [l.productId])))];
      const categoryIds = [...new Set([...lines, ...before].flatMap((l) => (l.categoryId === null ? [] : [l.categoryId])))];
      const products = new Map((await catalogRefService.productsByIds(tx, productIds)).map((p) => [p.id, p]));
      const categories = new Map((await catalogRefService.categoriesByIds(tx, categoryIds)).map((c) => [c.id, c]));
      const seen = new Set<number>();
      lines.forEach((l, i) => {
        if (l.productId !== null) {
          const product = products.get(l.productId);
          if (!product) throw lineError(i, BOX_MESSAGES.unknownProduct(l.productId), 'productId');
          if (seen.has(l.productId)) throw lineError(i, BOX_MESSAGES.duplicateProduct(product.name), 'productId');
          seen.add(l.productId);
        } else if (!categories.has(l.categoryId!)) {
          throw lineError(i, BOX_MESSAGES.unknownCategory(l.categoryId!), 'categoryId');
        }
      });

      if (sameBox(lines, before)) return planAdminService.byId(tx, planId);
      await tx.execute('delete from "subscription_plan_line" where "plan_id" = ?', [planId]);
      if (lines.length) {
        await tx.execute(
          `insert into "subscription_plan_line" ("plan_id", "position", "product_id", "category_id", "unit", "quantity", "note") values ${lines.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          lines.flatMap((l, i) => [planId, i + 1, l.productId, l.categoryId, l.unit, l.quantity, l.note]),
        );
      }
      await by.record(tx, {
        action: 'plan_box_updated',
        targetType: 'subscription_plan',
        targetId: planId,
        changes: { box: { from: logLines(before, products, categories), to: logLines(lines, products, categories) } },
      });
      return planAdminService.byId(tx, planId);
    });
  },
};
