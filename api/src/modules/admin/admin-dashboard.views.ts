import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';

const CHANGE = 'Percent change from last month, one decimal; null when last month had none (shown as "—").';

@ObjectType('MoneyTrend', { simpleResolvers: true, description: 'This Indian calendar month so far against the whole last one.' })
export class MoneyTrendView {
  @Field(() => Money) thisMonth!: Paise;
  @Field(() => Money) lastMonth!: Paise;
  @Field(() => Float, { nullable: true, description: CHANGE }) changePercent!: number | null;
}

@ObjectType('CountTrend', { simpleResolvers: true, description: 'This Indian calendar month so far against the whole last one.' })
export class CountTrendView {
  @Field(() => Int) thisMonth!: number;
  @Field(() => Int) lastMonth!: number;
  @Field(() => Float, { nullable: true, description: CHANGE }) changePercent!: number | null;
}

@ObjectType('DashboardSummary', { simpleResolvers: true })
export class DashboardSummaryView {
  @Field(() => Money, { description: 'Every sale: orders not cancelled or returned, paid or cash on delivery (an unpaid card order is not one).' }) totalSales!: Paise;
  @Field(() => Int, { description: 'The orders that make up totalSales: not cancelled or returned, paid or cash on delivery.' }) totalOrders!: number;
  @Field(() => Int, { description: 'Customers who signed up in the last 30 days.' }) newCustomers!: number;
  @Field(() => MoneyTrendView, { description: 'Sales this month against last month.' }) salesTrend!: MoneyTrendView;
  @Field(() => CountTrendView, { description: 'Sales orders (as totalOrders) this month against last month.' }) ordersTrend!: CountTrendView;
  @Field(() => CountTrendView, { description: 'Sign-ups this month against last month.' }) customersTrend!: CountTrendView;
}

@ObjectType('DailySales', { simpleResolvers: true, description: "One Indian calendar day's sales." })
export class DailySalesView {
  @Field(() => String, { description: 'YYYY-MM-DD' }) date!: string;
  @Field(() => Int, { description: 'Orders placed that day that count as sales.' }) orders!: number;
  @Field(() => Money) revenue!: Paise;
}

@ObjectType('TopProduct', { simpleResolvers: true, description: "A best seller by revenue: its order lines' subtotals, sales only." })
export class TopProductView {
  @Field(() => ID) productId!: number;
  @Field(() => String) name!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Money) revenue!: Paise;
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
