import type { RestRoute } from '../../core/rest-route.js';
import { deliveryAdminService, type DeliverySlotFields, type DeliverySlotRecord } from '../delivery/delivery-admin.service.js';
import { flag, jsonBody, pathParam, pick, text, wholeNumber, type JsonBody } from './admin-fields.js';
import { actingAdmin } from './admin-log.service.js';

/* The back office's delivery settings over delivery's own service (docs/decisions/0023-delivery-slots.md). */

const restSlot = (s: DeliverySlotRecord) => ({ id: s.id, pincode: s.pincode, start: s.start, end: s.end, capacity: s.capacity, is_active: s.isActive });

function slotBody(b: JsonBody): DeliverySlotFields {
  return {
    pincode: text(pick(b, 'pincode'), 'pincode') ?? null,
    start: text(pick(b, 'start'), 'start') ?? '',
    end: text(pick(b, 'end'), 'end') ?? '',
    capacity: wholeNumber(pick(b, 'capacity'), 'capacity') ?? -1,
    isActive: flag(pick(b, 'is_active', 'isActive'), 'is_active') ?? true,
  };
}

export const adminDeliveryRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/admin/delivery',
    role: 'admin',
    handler: async (ctx) => ({
      cutoff_minutes: await deliveryAdminService.cutoffMinutes(ctx.em),
      subscription_lead_hours: await deliveryAdminService.subscriptionLeadHours(ctx.em),
      pincodes: (await deliveryAdminService.pincodes(ctx.em)).map((p) => ({ code: p.code, slot_count: p.slotCount, created_at: p.createdAt.toISOString() })),
      slots: (await deliveryAdminService.slots(ctx.em)).map(restSlot),
    }),
  },
  {
    method: 'PUT',
    url: '/admin/delivery/cutoff',
    role: 'admin',
    async handler(ctx, req) {
      const minutes = await deliveryAdminService.setCutoffMinutes(ctx.em, actingAdmin(ctx), wholeNumber(pick(jsonBody(req), 'cutoff_minutes', 'cutoffMinutes'), 'cutoff_minutes') ?? NaN);
      return { success: true, cutoff_minutes: minutes };
    },
  },
  {
    method: 'PUT',
    url: '/admin/delivery/subscription-lead',
    role: 'admin',
    async handler(ctx, req) {
      const raw = wholeNumber(pick(jsonBody(req), 'subscription_lead_hours', 'subscriptionLeadHours'), 'subscription_lead_hours');
      const hours = await deliveryAdminService.setSubscriptionLeadHours(ctx.em, actingAdmin(ctx), raw ?? NaN);
      return { success: true, subscription_lead_hours: hours };
    },
  },
  {
    method: 'POST',
    url: '/admin/delivery/pincodes',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const { code, added } = await deliveryAdminService.addPincode(ctx.em, actingAdmin(ctx), pick(jsonBody(req), 'code', 'pincode'));
      return { success: true, added, code };
    },
  },
  {
    method: 'DELETE',
    url: '/admin/delivery/pincodes/:code',
    role: 'admin',
    async handler(ctx, req) {
      await deliveryAdminService.removePincode(ctx.em, actingAdmin(ctx), pathParam(req, 'code'));
      return { success: true };
    },
  },
  {
    method: 'POST',
    url: '/admin/delivery/slots',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      return { success: true, slot: restSlot(await deliveryAdminService.createSlot(ctx.em, actingAdmin(ctx), slotBody(jsonBody(req)))) };
    },
  },
  {
    method: 'PUT',
    url: '/admin/delivery/slots/:id',
    role: 'admin',
    async handler(ctx, req) {
      return { success: true, slot: restSlot(await deliveryAdminService.updateSlot(ctx.em, actingAdmin(ctx), pathParam(req), slotBody(jsonBody(req)))) };
    },
  },
  {
    method: 'DELETE',
    url: '/admin/delivery/slots/:id',
    role: 'admin',
    async handler(ctx, req) {
      const { deleted, slot } = await deliveryAdminService.removeSlot(ctx.em, actingAdmin(ctx), pathParam(req));
      return { success: true, deleted, slot: restSlot(slot) };
    },
  },
];
