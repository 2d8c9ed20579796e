import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import type { OrderStatusName } from '@fruit-shop/common/checkout.rules';
import { OrderStatus } from '../orders/order.views.js';
import { AdminOnly } from './admin-guard.js';
import { actingAdmin } from './admin-log.service.js';
import { ordersCsv } from './admin-exports.js';
import { orderPaymentsLoader, orderStaffNotesLoader, orderTimelineLoader } from './admin-order.loaders.js';
import { adminOrderService, type AdminOrderRecord } from './admin-orders.service.js';
import { deliveryDayService } from '../orders/delivery-day.service.js';
import {
  AdminOrderFilterInput,
  AdminOrderPageView,
  AdminOrderSort,
  AdminOrderView,
  DeliveryDaySlotView,
  OrderPaymentView,
  OrderStaffNoteView,
  OrderStatusChangeView,
  PickListView,
  RunSheetView,
  ShipSlotResultView,
} from './admin-orders.views.js';

const filterOf = (filter: AdminOrderFilterInput | null) => ({ ...(filter ?? {}) });

/** The orders page, an order's history and the delivery day (issue 36). */
@Resolver(() => AdminOrderView)
export class AdminFulfilmentResolver {
  @AdminOnly()
  @Query(() => AdminOrderPageView, { description: 'The orders page: filtered, sorted by slot (or newest), one page (limit 1 to 200) and the count of all.' })
  adminOrderPage(
    @Arg('filter', () => AdminOrderFilterInput, { nullable: true }) filter: AdminOrderFilterInput | null,
    @Arg('sort', () => AdminOrderSort, { defaultValue: 'slot' }) sort: 'slot' | 'newest',
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminOrderPageView> {
    return adminOrderService.page(ctx.em, { ...filterOf(filter), sort, limit, offset });
  }

  @AdminOnly()
  @Query(() => String, { description: 'The filtered orders as CSV (the same file as GET /api/admin/orders.csv), at most 20,000 rows.' })
  adminOrdersCsv(
    @Arg('filter', () => AdminOrderFilterInput, { nullable: true }) filter: AdminOrderFilterInput | null,
    @Arg('sort', () => AdminOrderSort, { defaultValue: 'slot' }) sort: 'slot' | 'newest',
    @Ctx() ctx: RequestContext,
  ): Promise<string> {
    return ordersCsv(ctx.em, { ...filterOf(filter), sort });
  }

  @AdminOnly()
  @Mutation(() => AdminOrderView, {
    description: 'Moves an order through the state machine (cancel and return restock; the customer is told, with the reason). Other moves are INVALID_STATUS_CHANGE.',
  })
  updateOrderStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => OrderStatus) status: OrderStatusName,
    @Arg('reason', () => String, { nullable: true, description: "Why (a cancel's reason goes to the customer; at most 500 characters)." }) reason: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminOrderView> {
    return adminOrderService.changeStatus(ctx.em, actingAdmin(ctx), id, status, reason);
  }

  @AdminOnly()
  @Mutation(() => OrderStaffNoteView, { description: 'Adds a staff note to an order (at most 1,000 characters); the customer never sees it.' })
  addOrderNote(@Arg('orderId', () => ID) orderId: string, @Arg('text', () => String) text: string, @Ctx() ctx: RequestContext): Promise<OrderStaffNoteView> {
    return adminOrderService.addNote(ctx.em, actingAdmin(ctx), orderId, text);
  }

  @AdminOnly()
  @Query(() => PickListView, { description: 'Each product with the units to pack for a date (YYYY-MM-DD) and slot (none: every slot), from the orders confirmed for delivery.' })
  pickList(@Arg('date', () => String) date: string, @Arg('slotId', () => ID, { nullable: true }) slotId: string | null, @Ctx() ctx: RequestContext): Promise<PickListView> {
    return adminOrderService.pickList(ctx.em, { date, slotId });
  }

  @AdminOnly()
  @Query(() => RunSheetView, { description: "The stops of a date and slot (none: every slot) in the slot's window and pincode order." })
  runSheet(@Arg('date', () => String) date: string, @Arg('slotId', () => ID, { nullable: true }) slotId: string | null, @Ctx() ctx: RequestContext): Promise<RunSheetView> {
    return adminOrderService.runSheet(ctx.em, { date, slotId });
  }

  @AdminOnly()
  @Query(() => [DeliveryDaySlotView], { description: 'The slot windows orders were booked into on a date, with their confirmed orders.' })
  deliveryDaySlots(@Arg('date', () => String) date: string, @Ctx() ctx: RequestContext): Promise<DeliveryDaySlotView[]> {
    return deliveryDayService.slotsOfDay(ctx.em, date);
  }

  @AdminOnly()
  @Mutation(() => ShipSlotResultView, { description: "Mark all as shipped: every order of the slot confirmed for delivery moves to shipped (through processing), and each customer is told once." })
  async markSlotShipped(@Arg('date', () => String) date: string, @Arg('slotId', () => ID) slotId: string, @Ctx() ctx: RequestContext): Promise<ShipSlotResultView> {
    const orderIds = await adminOrderService.shipAll(ctx.em, actingAdmin(ctx), { date, slotId });
    return { shipped: orderIds.length, orderIds };
  }

  @FieldResolver(() => [OrderStatusChangeView], { description: 'Every status change, oldest first (the placing first).' })
  timeline(@Root() order: AdminOrderRecord, @Ctx() ctx: RequestContext) {
    return ctx.loaders.get(orderTimelineLoader).load(order.id);
  }

  @FieldResolver(() => [OrderStaffNoteView], { description: 'Staff notes, oldest first; never shown to the customer.' })
  staffNotes(@Root() order: AdminOrderRecord, @Ctx() ctx: RequestContext) {
    return ctx.loaders.get(orderStaffNotesLoader).load(order.id);
  }

  @FieldResolver(() => [OrderPaymentView], { description: "Card payment attempts with Razorpay's ids, oldest first." })
  payments(@Root() order: AdminOrderRecord, @Ctx() ctx: RequestContext) {
    return ctx.loaders.get(orderPaymentsLoader).load(order.id);
  }
}
