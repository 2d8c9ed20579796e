import type { RestRoute } from '../../core/rest-route.js';
import { shopProfileService } from './shop-profile.service.js';

/** The shop's public details (issue 36), as the storefront reads them. */
export const shopProfileRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/shop-profile',
    guestCache: true,
    depsTracked: true,
    async handler(ctx) {
      const p = await shopProfileService.get(ctx.em);
      return { trade_name: p.tradeName, phone: p.phone, email: p.email, address: p.address, support_hours: p.supportHours };
    },
  },
];
