import { queryText, type RestRoute } from '../../core/rest-route.js';
import { deliveryService } from './delivery.service.js';

/** GET /api/delivery-slots?pincode=P: `{ serviceable, slots: [{ id, date, start, end, available }] }` for the next 3 days. */
export const deliveryRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/delivery-slots',
    async handler(ctx, req) {
      const answer = await deliveryService.slotsFor(ctx.em, queryText(req, 'pincode'));
      return {
        pincode: answer.pincode,
        serviceable: answer.serviceable,
        slots: answer.slots.map((s) => ({ id: s.id, date: s.date, start: s.start, end: s.end, available: s.available, status: s.status })),
      };
    },
  },
];
