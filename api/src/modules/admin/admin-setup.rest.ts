import type { RestRoute } from '../../core/rest-route.js';
import { shopProfileService, type ShopProfileRecord } from '../settings/shop-profile.service.js';
import { paiseToRupees } from '../../lib/money.js';
import { hundredthsOf, jsonBody, pick, text, wholeNumber, type JsonBody } from './admin-fields.js';
import { actingAdmin } from './admin-log.service.js';
import { readinessService, type SetupFacts } from './admin-readiness.service.js';

/* The first-run checklist and the shop's profile (issue 36). */

export const restShopProfile = (p: ShopProfileRecord) => ({
  trade_name: p.tradeName,
  legal_name: p.legalName,
  phone: p.phone,
  email: p.email,
  address: p.address,
  state: p.state,
  support_hours: p.supportHours,
  gstin: p.gstin,
  fssai_licence: p.fssaiLicence,
  grievance_officer_name: p.grievanceOfficerName,
  grievance_officer_email: p.grievanceOfficerEmail,
  grievance_officer_phone: p.grievanceOfficerPhone,
  report_window_hours: p.reportWindowHours,
  delivery_fee: paiseToRupees(p.deliveryFee),
  handling_fee: paiseToRupees(p.handlingFee),
  free_delivery_threshold: paiseToRupees(p.freeDeliveryThreshold),
  updated_at: p.updatedAt?.toISOString() ?? null,
});

/** A text field of the body under its REST name or its GraphQL name. */
const textOf = (b: JsonBody, snake: string, camel: string) => text(pick(b, snake, camel), snake) ?? null;

export function adminSetupRestRoutes(facts: SetupFacts): RestRoute[] {
  return [
    {
      method: 'GET',
      url: '/admin/readiness',
      role: 'admin',
      handler: async (ctx) => readinessService.check(ctx.em, facts),
    },
    {
      method: 'PUT',
      url: '/admin/shop-profile',
      role: 'admin',
      async handler(ctx, req) {
        const b = jsonBody(req);
        const profile = await shopProfileService.update(ctx.em, actingAdmin(ctx), {
          tradeName: textOf(b, 'trade_name', 'tradeName'),
          legalName: textOf(b, 'legal_name', 'legalName'),
          phone: textOf(b, 'phone', 'phone'),
          email: textOf(b, 'email', 'email'),
          address: textOf(b, 'address', 'address'),
          state: textOf(b, 'state', 'state'),
          supportHours: textOf(b, 'support_hours', 'supportHours'),
          gstin: textOf(b, 'gstin', 'gstin'),
          fssaiLicence: textOf(b, 'fssai_licence', 'fssaiLicence'),
          grievanceOfficerName: textOf(b, 'grievance_officer_name', 'grievanceOfficerName'),
          grievanceOfficerEmail: textOf(b, 'grievance_officer_email', 'grievanceOfficerEmail'),
          grievanceOfficerPhone: textOf(b, 'grievance_officer_phone', 'grievanceOfficerPhone'),
          reportWindowHours: wholeNumber(pick(b, 'report_window_hours', 'reportWindowHours'), 'report_window_hours'),
          deliveryFee: hundredthsOf(pick(b, 'delivery_fee', 'deliveryFee'), 'delivery_fee'),
          handlingFee: hundredthsOf(pick(b, 'handling_fee', 'handlingFee'), 'handling_fee'),
          freeDeliveryThreshold: hundredthsOf(pick(b, 'free_delivery_threshold', 'freeDeliveryThreshold'), 'free_delivery_threshold'),
        });
        return { success: true, message: 'Shop profile saved', profile: restShopProfile(profile) };
      },
    },
  ];
}
