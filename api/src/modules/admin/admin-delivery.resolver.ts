import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { deliveryAdminService } from '../delivery/delivery-admin.service.js';
import { AdminOnly } from './admin-guard.js';
import { actingAdmin } from './admin-log.service.js';
import { AdminDeliveryPincodeView, AdminDeliverySettingsView, AdminDeliverySlotView, DeliverySlotInput, DeliverySlotRemovalView } from './admin-delivery.views.js';

const fields = (input: DeliverySlotInput) => ({ pincode: input.pincode ?? null, start: input.start, end: input.end, capacity: input.capacity, isActive: input.isActive });

/** Serviceable pincodes, daily slots and the same-day cut-off (delivery's own service). */
@Resolver()
export class AdminDeliveryResolver {
  @AdminOnly()
  @Query(() => AdminDeliverySettingsView, { description: 'The cut-off, every serviceable pincode and every slot.' })
  async adminDelivery(@Ctx() ctx: RequestContext): Promise<AdminDeliverySettingsView> {
    return {
      cutoffMinutes: await deliveryAdminService.cutoffMinutes(ctx.em),
      subscriptionLeadHours: await deliveryAdminService.subscriptionLeadHours(ctx.em),
      pincodes: await deliveryAdminService.pincodes(ctx.em),
      slots: await deliveryAdminService.slots(ctx.em),
    };
  }

  @AdminOnly()
  @Mutation(() => AdminDeliveryPincodeView, { description: 'Starts delivering to a pincode (one already served is kept as is).' })
  async addDeliveryPincode(@Arg('code', () => String) code: string, @Ctx() ctx: RequestContext): Promise<AdminDeliveryPincodeView> {
    const added = await deliveryAdminService.addPincode(ctx.em, actingAdmin(ctx), code);
    return (await deliveryAdminService.pincodes(ctx.em)).find((p) => p.code === added.code)!;
  }

  @AdminOnly()
  @Mutation(() => Boolean, { description: 'Stops delivering to a pincode; its own slots go with it.' })
  async removeDeliveryPincode(@Arg('code', () => String) code: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await deliveryAdminService.removePincode(ctx.em, actingAdmin(ctx), code);
    return true;
  }

  @AdminOnly()
  @Mutation(() => AdminDeliverySlotView)
  createDeliverySlot(@Arg('input', () => DeliverySlotInput) input: DeliverySlotInput, @Ctx() ctx: RequestContext): Promise<AdminDeliverySlotView> {
    return deliveryAdminService.createSlot(ctx.em, actingAdmin(ctx), fields(input));
  }

  @AdminOnly()
  @Mutation(() => AdminDeliverySlotView)
  updateDeliverySlot(@Arg('id', () => ID) id: string, @Arg('input', () => DeliverySlotInput) input: DeliverySlotInput, @Ctx() ctx: RequestContext): Promise<AdminDeliverySlotView> {
    return deliveryAdminService.updateSlot(ctx.em, actingAdmin(ctx), id, fields(input));
  }

  @AdminOnly()
  @Mutation(() => DeliverySlotRemovalView, { description: 'Deletes a slot no order booked; a booked one is deactivated instead.' })
  deleteDeliverySlot(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<DeliverySlotRemovalView> {
    return deliveryAdminService.removeSlot(ctx.em, actingAdmin(ctx), id);
  }

  @AdminOnly()
  @Mutation(() => Int, { description: 'Sets the same-day cut-off in minutes (0 to 1440).' })
  setDeliveryCutoff(@Arg('minutes', () => Int) minutes: number, @Ctx() ctx: RequestContext): Promise<number> {
    return deliveryAdminService.setCutoffMinutes(ctx.em, actingAdmin(ctx), minutes);
  }

  @AdminOnly()
  @Mutation(() => Int, { description: "Sets how many hours (1 to 48) before a window's cut-off each subscription delivery becomes an order." })
  setSubscriptionLeadHours(@Arg('hours', () => Int) hours: number, @Ctx() ctx: RequestContext): Promise<number> {
    return deliveryAdminService.setSubscriptionLeadHours(ctx.em, actingAdmin(ctx), hours);
  }
}
