import type { RestRoute } from '../../core/rest-route.js';
import { shopProfileService, type ShopProfileRecord } from '../settings/shop-profile.service.js';
import { jsonBody, pick, text } from './admin-fields.js';
import { actingAdmin } from './admin-log.service.js';
import { readinessService, type SetupFacts } from './admin-readiness.service.js';

/* The first-run checklist and the shop's profile (issue 36). */

export const restShopProfile = (p: ShopProfileRecord) => ({
  trade_name: p.tradeName,
  phone: p.phone,
  email: p.email,
  address: p.address,
  support_hours: p.supportHours,
  updated_at: p.updatedAt?.toISOString() ?? null,
});

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
          tradeName: text(pick(b, 'trade_name', 'tradeName'), 'trade_name') ?? null,
          phone: text(pick(b, 'phone'), 'phone') ?? null,
          email: text(pick(b, 'email'), 'email') ?? null,
          address: text(pick(b, 'address'), 'address') ?? null,
          supportHours: text(pick(b, 'support_hours', 'supportHours'), 'support_hours') ?? null,
        });
        return { success: true, message: 'Shop profile saved', profile: restShopProfile(profile) };
      },
    },
  ];
}
