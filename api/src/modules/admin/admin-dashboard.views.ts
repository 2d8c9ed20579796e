import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';

@ObjectType('DashboardSummary', { simpleResolvers: true })
export class DashboardSummaryView {
  @Field(() => Money, { description: 'Every order except cancelled and returned ones.' }) totalSales!: Paise;
  @Field(() => Int) totalOrders!: number;
  @Field(() => Int, { description: 'Customers who signed up in the last 30 days.' }) newCustomers!: number;
}

@ObjectType('LowStockProduct', { simpleResolvers: true })
export class LowStockProductView {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => Int) stockQuantity!: number;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => String) categoryName!: string;
}
