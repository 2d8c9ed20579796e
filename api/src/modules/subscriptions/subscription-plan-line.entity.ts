import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Category } from '../catalog/category.entity.js';
import { Product } from '../catalog/product.entity.js';
import { SubscriptionPlan } from './subscription-plan.entity.js';

/**
 * One line of a plan's box (issue 38, migration 20261206090000_plan_box): a product and a
 * quantity, or a seasonal pick (a category, a quantity and the pick's unit). A delivery's order
 * is made from the lines in position order: a product line is an order line of that product
 * and quantity as it is; a seasonal pick becomes one of the category's active products sold by
 * `unit` with stock for the quantity (the rule the delivery part applies). Read and written with
 * plain SQL by plan-box.service.ts; mapped for the schema's and the seed's sake.
 */
@Entity({ tableName: 'subscription_plan_line' })
@Unique({ properties: ['plan', 'position'] })
export class SubscriptionPlanLine {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => SubscriptionPlan, { deleteRule: 'cascade' })
  plan!: SubscriptionPlan;

  /** 1 first, no gaps. */
  @Property({ type: 'smallint' })
  position!: number;

  @ManyToOne(() => Product, { nullable: true, deleteRule: 'restrict' })
  product?: Product | null;

  @ManyToOne(() => Category, { nullable: true, deleteRule: 'restrict' })
  category?: Category | null;

  /** A seasonal pick's unit (PICK_UNITS); null on a product line, which counts in the product's own unit. */
  @Property({ type: 'string', length: 10, nullable: true })
  unit?: string | null;

  /** 1 to 99. */
  @Property({ type: 'smallint' })
  quantity!: number;

  /** For the packers ("ripe for this week"); shown in the box. */
  @Property({ type: 'string', length: 200, nullable: true })
  note?: string | null;
}
