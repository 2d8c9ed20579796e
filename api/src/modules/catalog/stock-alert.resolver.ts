import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { stockAlertService } from './stock-alert.service.js';

@ObjectType('StockAlert', { description: 'A signed-in customer waiting for an out-of-stock product: one message when it is back, then the alert is used up.' })
export class StockAlertView {
  @Field(() => ID)
  productId!: number;

  @Field(() => Date, { description: 'When the customer asked (the first time, when they asked again).' })
  createdAt!: Date;
}

@Resolver()
export class StockAlertResolver {
  @Mutation(() => StockAlertView, {
    description: '"Notify me" for an out-of-stock product (signed-in customers). Asking again while waiting changes nothing; an in-stock product answers CONFLICT.',
  })
  async notifyWhenInStock(@Arg('productId', () => ID) productId: string, @Ctx() ctx: RequestContext): Promise<StockAlertView> {
    const alert = await stockAlertService.notify(ctx, productId);
    return { productId: alert.productId, createdAt: alert.createdAt };
  }

  @Query(() => [ID], { description: 'Ids of the products the signed-in customer is waiting for (empty for a guest).' })
  async stockAlertProductIds(@Ctx() ctx: RequestContext): Promise<string[]> {
    return (await stockAlertService.waitingProductIds(ctx)).map(String);
  }
}
