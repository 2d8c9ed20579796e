import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { MoneyType } from '../../db/money-type.js';
import type { Paise } from '../../lib/money.js';

@Entity({ tableName: 'subscription_plan' })
export class SubscriptionPlan {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Weekly, Bi-Weekly or Monthly on the storefront; free text in the back office. */
  @Property({ type: 'string', length: 50 })
  planType!: string;

  @Property({ type: 'string', length: 100 })
  planName!: string;

  @Property({ type: 'text' })
  planDescription!: string;

  @Property({ type: MoneyType })
  price!: Paise;

  @Property({ type: 'integer' })
  validityDays!: number;

  @Property({ type: 'json', default: '[]' })
  features: Opt<string[]> = [];

  @Property({ type: 'boolean', default: true })
  isActive: Opt<boolean> = true;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
