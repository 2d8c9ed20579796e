import type { RestRoute } from '../../core/rest-route.js';
import { paiseToRupees } from '../../lib/money.js';
import { shopProfileService } from './shop-profile.service.js';

/** The shop's public details (issues 36 and 39), as the storefront reads them. */
export const shopProfileRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/shop-profile',
    guestCache: true,
    depsTracked: true,
    async handler(ctx) {
      const p = await shopProfileService.get(ctx.em);
      return {
        trade_name: p.tradeName,
        legal_name: p.legalName,
        phone: p.phone,
        email: p.email,
        address: p.address,
        state: p.state,
        support_hours: p.supportHours,
        gstin: p.gstin,
        fssai_licence: p.fssaiLicence,
        grievance_officer: { name: p.grievanceOfficerName, email: p.grievanceOfficerEmail, phone: p.grievanceOfficerPhone },
        report_window_hours: p.reportWindowHours,
        delivery_fee: paiseToRupees(p.deliveryFee),
        handling_fee: paiseToRupees(p.handlingFee),
        free_delivery_threshold: paiseToRupees(p.freeDeliveryThreshold),
      };
    },
  },
];
