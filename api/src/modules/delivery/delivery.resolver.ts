import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { deliveryService } from './delivery.service.js';
import { DeliverySlotsView } from './delivery.views.js';

@Resolver()
export class DeliveryResolver {
  @Query(() => DeliverySlotsView, { description: 'Whether the shop delivers to a pincode, and its slots for today and the next two days.' })
  deliverySlots(@Arg('pincode', () => String) pincode: string, @Ctx() ctx: RequestContext): Promise<DeliverySlotsView> {
    return deliveryService.slotsFor(ctx.em, pincode);
  }
}
