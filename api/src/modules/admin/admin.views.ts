import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';
import type { OrderStatusName } from '@fruit-shop/common/checkout.rules';
import { OrderStatus, OrderView } from '../orders/order.views.js';
import { SubscriptionPlanView } from '../subscriptions/plan.views.js';

/*
 * The back office's GraphQL shapes. Orders extend the storefront's Order with their customer and
 * the statuses the state machine allows next; plans extend the storefront's plan.
 */

@ObjectType('Customer', { description: 'A customer as the back office lists them.', simpleResolvers: true })
export class CustomerView {
  @Field(() => ID) id!: number;
  @Field(() => String, { description: 'First name.' }) name!: string;
  @Field(() => String, { nullable: true }) middleName!: string | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true, description: 'The primary address on one line.' }) address!: string | null;
  @Field(() => Int) orderCount!: number;
  @Field(() => Money, { description: 'Orders that are not cancelled or returned.' }) totalSpent!: Paise;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType('AdminOrder', { description: 'An order with its customer and the moves allowed from its status.', simpleResolvers: true })
export class AdminOrderView extends OrderView {
  @Field(() => ID) userId!: number;
  @Field(() => CustomerView, { nullable: true }) customer!: CustomerView | null;
  @Field(() => [OrderStatus], { description: 'What the status dropdown offers (the state machine; empty when final).' }) nextStatuses!: OrderStatusName[];
}

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

@ObjectType('AdminCoupon', { description: 'A coupon with its limits and usage so far.', simpleResolvers: true })
export class AdminCouponView {
  @Field(() => ID) id!: number;
  @Field(() => String) code!: string;
  @Field(() => String, { description: 'percentage, fixed or free_shipping.' }) discountType!: string;
  @Field(() => Float, { description: 'Percent for percentage (10 = 10%), rupees for fixed, 0 for free_shipping.' }) discountValue!: number;
  @Field(() => Money) minOrderValue!: Paise;
  @Field(() => GraphQLISODateTime, { nullable: true }) validUntil!: Date | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Int, { nullable: true, description: 'Uses allowed across customers; null for no limit.' }) usageLimit!: number | null;
  @Field(() => Int, { nullable: true, description: 'Uses allowed per customer; null for no limit.' }) perUserLimit!: number | null;
  @Field(() => Int) timesUsed!: number;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@InputType()
export class CouponInput {
  @Field(() => String) code!: string;
  @Field(() => String, { description: 'percentage, fixed or free_shipping.' }) discountType!: string;
  @Field(() => Float, { defaultValue: 0, description: 'Percent for percentage, rupees for fixed; ignored for free_shipping.' }) discountValue!: number;
  @Field(() => Money, { defaultValue: 0 }) minOrderValue!: Paise;
  @Field(() => GraphQLISODateTime, { nullable: true }) validUntil?: Date | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { defaultValue: true }) isActive!: boolean;
  @Field(() => Int, { nullable: true }) usageLimit?: number | null;
  @Field(() => Int, { nullable: true }) perUserLimit?: number | null;
}

@ObjectType('CouponRemoval', { simpleResolvers: true })
export class CouponRemovalView {
  @Field(() => Boolean, { description: 'False when the coupon was used by an order: it is deactivated instead.' }) deleted!: boolean;
  @Field(() => AdminCouponView) coupon!: AdminCouponView;
}

@ObjectType('AdminCategory', { simpleResolvers: true })
export class AdminCategoryView {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) slug!: string;
  @Field(() => String, { nullable: true, description: "Null shows 'No description'." }) description!: string | null;
  @Field(() => Int, { description: 'Products in it, active or not.' }) productCount!: number;
}

@InputType()
export class CategoryInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@ObjectType('AdminSubscriptionPlan', { description: 'A plan on sale or withdrawn, with its subscriber count.', simpleResolvers: true })
export class AdminPlanView extends SubscriptionPlanView {
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Int) subscriberCount!: number;
}

@InputType()
export class SubscriptionPlanInput {
  @Field(() => String, { description: 'Free text (Weekly, Bi-Weekly and Monthly get the storefront labels).' }) planType!: string;
  @Field(() => String, { nullable: true, description: 'Defaults to the plan type.' }) planName?: string | null;
  @Field(() => String) planDescription!: string;
  @Field(() => Money) price!: Paise;
  @Field(() => Int, { description: 'Days one purchase lasts.' }) validityDays!: number;
  @Field(() => [String], { nullable: true, description: "Empty for the spec's four defaults." }) features?: string[] | null;
  @Field(() => Boolean, { defaultValue: true }) isActive!: boolean;
}

@ObjectType('PlanRemoval', { simpleResolvers: true })
export class PlanRemovalView {
  @Field(() => Boolean, { description: 'False when someone bought the plan: it is withdrawn from sale instead.' }) deleted!: boolean;
  @Field(() => String, { description: "'Plan deleted successfully'." }) message!: string;
  @Field(() => AdminPlanView) plan!: AdminPlanView;
}

@ObjectType('SubscriptionUser', { description: 'A subscription with its customer.', simpleResolvers: true })
export class SubscriptionUserView {
  @Field(() => ID) id!: number;
  @Field(() => ID) userId!: number;
  @Field(() => String) userName!: string;
  @Field(() => String) userEmail!: string;
  @Field(() => ID) planId!: number;
  @Field(() => String) planType!: string;
  @Field(() => String) planName!: string;
  @Field(() => Money) price!: Paise;
  @Field(() => String, { description: 'YYYY-MM-DD.' }) startDate!: string;
  @Field(() => String, { description: 'YYYY-MM-DD.' }) endDate!: string;
  @Field(() => String, { description: 'active, cancelled or expired.' }) status!: string;
  @Field(() => Boolean) autoRenew!: boolean;
  @Field(() => String, { nullable: true }) nextDeliveryDate!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType('ContactMessage', { simpleResolvers: true })
export class ContactMessageView {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String) subject!: string;
  @Field(() => String) message!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) handledAt!: Date | null;
}

@ObjectType('AdminLogEntry', { simpleResolvers: true })
export class AdminLogView {
  @Field(() => ID) id!: number;
  @Field(() => ID, { nullable: true }) adminId!: number | null;
  @Field(() => String, { nullable: true }) adminName!: string | null;
  @Field(() => String, { nullable: true }) adminEmail!: string | null;
  @Field(() => String, { description: 'login_attempt_failed, login_successful, login_error, order_status_changed, coupon_created, …' }) action!: string;
  @Field(() => String, { nullable: true }) targetType!: string | null;
  @Field(() => String, { nullable: true }) targetId!: string | null;
  @Field(() => GraphQLJSONObject, { description: 'What changed: {field: {from, to}} for edits.' }) changes!: Record<string, unknown>;
  @Field(() => String, { nullable: true }) ip!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType('InventoryLogEntry', { simpleResolvers: true })
export class InventoryLogView {
  @Field(() => ID) id!: number;
  @Field(() => ID) productId!: number;
  @Field(() => String) productName!: string;
  @Field(() => Int, { description: 'Units added (+) or taken (−).' }) change!: number;
  @Field(() => Int) stockAfter!: number;
  @Field(() => String, { description: 'order, order_cancelled, order_returned, payment_expired or admin_adjustment.' }) reason!: string;
  @Field(() => ID, { nullable: true }) orderId!: number | null;
  @Field(() => ID, { nullable: true }) adminId!: number | null;
  @Field(() => String, { nullable: true }) adminName!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType('StockLevel', { simpleResolvers: true })
export class StockLevelView {
  @Field(() => ID) productId!: number;
  @Field(() => Int) stockQuantity!: number;
}

@ObjectType('AdminProduct', { description: 'A product with every field the admin form edits.', simpleResolvers: true })
export class AdminProductView {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) image!: string | null;
  @Field(() => [String]) imageGallery!: string[];
  @Field(() => Money) price!: Paise;
  @Field(() => Money, { nullable: true }) discountPrice!: Paise | null;
  @Field(() => String) unit!: string;
  @Field(() => Float, { nullable: true }) weight!: number | null;
  @Field(() => ID) categoryId!: number;
  @Field(() => String) categoryName!: string;
  @Field(() => Int) stockQuantity!: number;
  @Field(() => Int, { nullable: true }) maxOrderLimit!: number | null;
  @Field(() => [String]) tags!: string[];
  @Field(() => GraphQLJSONObject, { nullable: true }) customAttributes!: Record<string, string> | null;
  @Field(() => String, { nullable: true }) countryOfOrigin!: string | null;
  @Field(() => String, { nullable: true }) storageInstruction!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) availableFrom!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) availableUntil!: string | null;
  @Field(() => Boolean) isFeatured!: boolean;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => String) deliveryTime!: string;
  @Field(() => Boolean, { description: 'Some order bought it: deleting deactivates it instead.' }) hasOrders!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@InputType({ description: 'The product form. On update, a field left out keeps its value and null clears it.' })
export class ProductInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'An address from POST /api/uploads or a web address; required on add.' }) image?: string | null;
  @Field(() => [String], { nullable: true }) imageGallery?: string[] | null;
  @Field(() => Money, { nullable: true }) price?: Paise | null;
  @Field(() => Money, { nullable: true }) discountPrice?: Paise | null;
  @Field(() => String, { nullable: true, description: 'kg, gm, pcs, ltr…' }) unit?: string | null;
  @Field(() => Float, { nullable: true }) weight?: number | null;
  @Field(() => ID, { nullable: true }) categoryId?: string | null;
  @Field(() => Int, { nullable: true }) stockQuantity?: number | null;
  @Field(() => Int, { nullable: true }) maxOrderLimit?: number | null;
  @Field(() => [String], { nullable: true }) tags?: string[] | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) customAttributes?: Record<string, unknown> | null;
  @Field(() => String, { nullable: true }) countryOfOrigin?: string | null;
  @Field(() => String, { nullable: true }) storageInstruction?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; today when empty on add.' }) availableFrom?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; 2030-12-31 when empty on add.' }) availableUntil?: string | null;
  @Field(() => Boolean, { nullable: true }) isFeatured?: boolean | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
  @Field(() => String, { nullable: true }) deliveryTime?: string | null;
}

@ObjectType('ProductRemoval', { simpleResolvers: true })
export class ProductRemovalView {
  @Field(() => Boolean, { description: 'False when some order bought it: it is deactivated instead.' }) deleted!: boolean;
  @Field(() => String) message!: string;
  @Field(() => AdminProductView) product!: AdminProductView;
}

@ObjectType('AdminBlog', { description: 'A blog, published or draft, with its comment counts.', simpleResolvers: true })
export class AdminBlogView {
  @Field(() => ID) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'Sanitised HTML.' }) content!: string;
  @Field(() => String, { description: 'The first 100 characters of the text (the blogs table).' }) excerpt!: string;
  @Field(() => [String]) tags!: string[];
  @Field(() => String, { nullable: true }) coverImage!: string | null;
  @Field(() => ID, { nullable: true }) authorId!: number | null;
  @Field(() => String, { nullable: true }) authorName!: string | null;
  @Field(() => Boolean) isPublished!: boolean;
  @Field(() => Int) commentCount!: number;
  @Field(() => Int) pendingCommentCount!: number;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@InputType({ description: 'The blog form. On update, a field left out keeps its value.' })
export class BlogInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'HTML; sanitised on save.' }) content?: string | null;
  @Field(() => [String], { nullable: true }) tags?: string[] | null;
  @Field(() => String, { nullable: true }) coverImage?: string | null;
  @Field(() => Boolean, { nullable: true, description: "'Publish immediately'." }) isPublished?: boolean | null;
}

@ObjectType('AdminBlogComment', { description: 'A comment, pending or approved.', simpleResolvers: true })
export class AdminCommentView {
  @Field(() => ID) id!: number;
  @Field(() => ID) blogId!: number;
  @Field(() => ID, { nullable: true, description: "Shown as 'User #id'; null for an admin's comment." }) userId!: number | null;
  @Field(() => String) comment!: string;
  @Field(() => Boolean) isApproved!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}
