import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { badInput, parseId } from '../../lib/errors.js';
import { rupeesToPaise } from '../../lib/money.js';
import type { DiscountType } from '../../core/pricing.js';
import { couponState } from '@fruit-shop/common/coupon.rules';
import { couponAdminService, type AdminCouponRecord, type CouponFields } from '../coupons/coupon-admin.service.js';
import { AdminOnly } from './admin-guard.js';
import { planAdminService } from '../subscriptions/plan-admin.service.js';
import { planBoxAdminService } from '../subscriptions/plan-box-admin.service.js';
import { subscriptionAdminService } from '../subscriptions/subscription-admin.service.js';
import { billingAdminService } from '../subscriptions/billing-admin.service.js';
import { BillingRecordView } from '../subscriptions/subscription-user.views.js';
import { ADMIN_MESSAGES } from './admin.rules.js';
import { AdminCouponView, CouponInput, CouponRemovalView } from './admin-coupons.views.js';
import { AdminPlanView, PlanBoxLineInput, PlanRemovalView, SubscriptionPlanInput } from './admin-plans.views.js';
import { SubscriptionUserView } from './admin-subscriptions.views.js';
import { actingAdmin } from './admin-log.service.js';

/** Percent or rupees with at most two decimals → hundredths. */
export function hundredths(value: number, field: string): number {
  try {
    return rupeesToPaise(value);
  } catch {
    throw badInput('Use a number with at most two decimals', field);
  }
}

export const couponView = (c: AdminCouponRecord): AdminCouponView => ({ ...c, discountValue: c.discountValue / 100, status: couponState(c) });

const couponFields = (input: CouponInput): CouponFields => ({
  code: input.code,
  discountType: input.discountType as DiscountType,
  discountValue: hundredths(input.discountValue, 'discountValue'),
  minOrderValue: input.minOrderValue,
  validUntil: input.validUntil ?? null,
  description: input.description ?? null,
  isActive: input.isActive,
  usageLimit: input.usageLimit ?? null,
  perUserLimit: input.perUserLimit ?? null,
});

/** Coupons, subscription plans and subscription users. */
@Resolver()
export class AdminCommerceResolver {
  @AdminOnly()
  @Query(() => [AdminCouponView], { description: 'Every coupon (active first) with its usage so far.' })
  async adminCoupons(@Ctx() ctx: RequestContext): Promise<AdminCouponView[]> {
    return (await couponAdminService.list(ctx.em)).map(couponView);
  }

  @AdminOnly()
  @Mutation(() => AdminCouponView)
  async createCoupon(@Arg('input', () => CouponInput) input: CouponInput, @Ctx() ctx: RequestContext): Promise<AdminCouponView> {
    return couponView(await couponAdminService.create(ctx.em, actingAdmin(ctx), couponFields(input)));
  }

  @AdminOnly()
  @Mutation(() => AdminCouponView)
  async updateCoupon(@Arg('id', () => ID) id: string, @Arg('input', () => CouponInput) input: CouponInput, @Ctx() ctx: RequestContext): Promise<AdminCouponView> {
    return couponView(await couponAdminService.update(ctx.em, actingAdmin(ctx), id, couponFields(input)));
  }

  @AdminOnly()
  @Mutation(() => CouponRemovalView, { description: 'Deletes an unused coupon; one an order used is deactivated instead.' })
  async deleteCoupon(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<CouponRemovalView> {
    const { deleted, coupon } = await couponAdminService.remove(ctx.em, actingAdmin(ctx), id);
    return { deleted, coupon: couponView(coupon) };
  }

  @AdminOnly()
  @Query(() => [AdminPlanView], { description: 'Every plan, on sale or withdrawn.' })
  adminSubscriptionPlans(@Ctx() ctx: RequestContext): Promise<AdminPlanView[]> {
    return planAdminService.list(ctx.em);
  }

  @AdminOnly()
  @Mutation(() => AdminPlanView)
  createSubscriptionPlan(@Arg('input', () => SubscriptionPlanInput) input: SubscriptionPlanInput, @Ctx() ctx: RequestContext): Promise<AdminPlanView> {
    return planAdminService.create(ctx.em, actingAdmin(ctx), input);
  }

  @AdminOnly()
  @Mutation(() => AdminPlanView)
  updateSubscriptionPlan(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SubscriptionPlanInput) input: SubscriptionPlanInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminPlanView> {
    return planAdminService.update(ctx.em, actingAdmin(ctx), id, input);
  }

  @AdminOnly()
  @Mutation(() => AdminPlanView, {
    description: "Sets a plan's whole box (an empty list empties it): at most 12 lines, each a product or a seasonal pick, a product once. Deliveries made from now on bring it.",
  })
  setSubscriptionPlanBox(
    @Arg('planId', () => ID) planId: string,
    @Arg('lines', () => [PlanBoxLineInput]) lines: PlanBoxLineInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<AdminPlanView> {
    return planBoxAdminService.setBox(ctx.em, actingAdmin(ctx), planId, lines);
  }

  @AdminOnly()
  @Mutation(() => PlanRemovalView, { description: 'Deletes an unused plan; one someone bought is withdrawn from sale instead.' })
  async deleteSubscriptionPlan(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<PlanRemovalView> {
    const { deleted, plan } = await planAdminService.remove(ctx.em, actingAdmin(ctx), id);
    return { deleted, plan, message: ADMIN_MESSAGES.planDeleted };
  }

  @AdminOnly()
  @Query(() => [SubscriptionUserView], { description: 'Subscriptions with their customers, newest first; status active, cancelled or expired.' })
  subscriptionUsers(
    @Arg('status', () => String, { nullable: true }) status: string | null,
    @Arg('limit', () => Int, { defaultValue: 100 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<SubscriptionUserView[]> {
    return subscriptionAdminService.list(ctx.em, { status, limit, offset });
  }

  @AdminOnly()
  @Query(() => [BillingRecordView], { description: "One subscription's billing records, newest first." })
  adminBillingRecords(@Arg('subscriptionId', () => ID) subscriptionId: string, @Ctx() ctx: RequestContext): Promise<BillingRecordView[]> {
    return billingAdminService.list(ctx.em, { subscriptionId: parseId(subscriptionId, 'subscriptionId') });
  }

  @AdminOnly()
  @Mutation(() => SubscriptionUserView, { description: "Cancels ('cancelled') or reactivates ('active', with autoRenew) a subscription." })
  setSubscriptionStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Arg('autoRenew', () => Boolean, { defaultValue: true }) autoRenew: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<SubscriptionUserView> {
    return subscriptionAdminService.setStatus(ctx.em, actingAdmin(ctx), id, status, autoRenew);
  }
}
