import { Arg, Ctx, Extensions, ID, Mutation, Query, Resolver } from 'type-graphql';
import { DEPS_TRACKED, GUEST_CACHED } from '../../core/guest-cache.js';
import type { RequestContext } from '../../core/request-context.js';
import { requireCustomer } from '../../lib/auth-guards.js';
import { selectActiveProductsByIds } from '../catalog/catalog.queries.js';
import { ProductView } from '../catalog/catalog.views.js';
import { parseId } from '../../lib/errors.js';
import { MAX_MERGE } from './wishlist.service.js';
import { wishlistService } from './wishlist.service.js';

const ids = (list: number[]) => list.map(String);

@Resolver()
export class WishlistResolver {
  @Query(() => [ProductView], { description: "The signed-in customer's hearted products still on sale, newest first." })
  wishlist(@Ctx() ctx: RequestContext): Promise<ProductView[]> {
    return wishlistService.products(ctx.em, requireCustomer(ctx, 'Please log in to see your wishlist'));
  }

  @Extensions(DEPS_TRACKED)
  @Extensions(GUEST_CACHED)
  @Query(() => [ProductView], { description: "Active products with these ids, in that order (a guest's wishlist page); at most 200." })
  productsByIds(@Arg('ids', () => [ID]) rawIds: string[], @Ctx() ctx: RequestContext): Promise<ProductView[]> {
    const ids = [...new Set(rawIds.slice(0, MAX_MERGE).map((raw) => parseId(raw, 'id')))];
    for (const id of ids) ctx.cacheDeps.product(id);
    return selectActiveProductsByIds(ctx.em, ids);
  }

  @Query(() => [ID], { description: 'Ids of the hearted products (for the hearts on cards).' })
  async wishlistProductIds(@Ctx() ctx: RequestContext): Promise<string[]> {
    if (ctx.viewer.kind !== 'customer') return [];
    return ids(await wishlistService.productIds(ctx.em, ctx.viewer.userId));
  }

  @Mutation(() => [ID], { description: 'Hearts a product; returns every hearted id.' })
  async addToWishlist(@Arg('productId', () => ID) productId: string, @Ctx() ctx: RequestContext): Promise<string[]> {
    return ids(await wishlistService.add(ctx.em, requireCustomer(ctx), productId));
  }

  @Mutation(() => [ID], { description: 'Removes a heart; returns every hearted id.' })
  async removeFromWishlist(@Arg('productId', () => ID) productId: string, @Ctx() ctx: RequestContext): Promise<string[]> {
    return ids(await wishlistService.remove(ctx.em, requireCustomer(ctx), productId));
  }

  @Mutation(() => [ID], { description: "A guest's hearts, merged into the account after login; returns every hearted id." })
  async mergeWishlist(@Arg('productIds', () => [ID]) productIds: string[], @Ctx() ctx: RequestContext): Promise<string[]> {
    return ids(await wishlistService.merge(ctx.em, requireCustomer(ctx), productIds));
  }
}
