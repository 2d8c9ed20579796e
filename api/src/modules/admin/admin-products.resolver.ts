import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { badInput, parseId } from '../../lib/errors.js';
import { AdminOnly } from './admin-guard.js';
import { productAdminService, type ProductFields, type ProductInputFields } from '../catalog/product-admin.service.js';
import { PRODUCT_MESSAGES } from './admin.rules.js';
import { AdminProductView, ProductInput, ProductRemovalView } from './admin-products.views.js';
import { actingAdmin } from './admin-log.service.js';

/** GraphQL's product form: null clears a field, a left-out field keeps its value. */
function fields(input: ProductInput): ProductInputFields {
  const out: ProductInputFields = {};
  const set = <K extends keyof ProductFields>(key: K, value: ProductFields[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set('name', input.name ?? (input.name === null ? '' : undefined));
  set('description', input.description);
  set('image', input.image);
  set('imageGallery', input.imageGallery === null ? [] : (input.imageGallery ?? undefined));
  set('price', input.price === null ? -1 : (input.price ?? undefined));
  set('discountPrice', input.discountPrice);
  set('unit', input.unit ?? (input.unit === null ? '' : undefined));
  set('weight', input.weight);
  set('categoryId', input.categoryId === undefined ? undefined : input.categoryId === null ? 0 : parseId(input.categoryId, 'categoryId'));
  set('stockQuantity', input.stockQuantity === null ? -1 : (input.stockQuantity ?? undefined));
  set('maxOrderLimit', input.maxOrderLimit);
  set('tags', input.tags === null ? [] : (input.tags ?? undefined));
  set(
    'customAttributes',
    input.customAttributes === undefined ? undefined : input.customAttributes === null ? null : attributeTexts(input.customAttributes),
  );
  set('countryOfOrigin', input.countryOfOrigin);
  set('storageInstruction', input.storageInstruction);
  set('availableFrom', input.availableFrom);
  set('availableUntil', input.availableUntil);
  set('isFeatured', input.isFeatured ?? undefined);
  set('isActive', input.isActive ?? undefined);
  set('deliveryTime', input.deliveryTime ?? (input.deliveryTime === null ? '' : undefined));
  set('suppliedId', input.suppliedId);
  set('hsnCode', input.hsnCode);
  set('gstRate', input.gstRate === null ? 0 : input.gstRate);
  return out;
}

/** An attribute's value is text (a number or a flag reads as its text); a list or an object is refused, never stringified. */
function attributeTexts(attributes: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).map(([key, value]) => {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return [key, String(value)];
      throw badInput('Each custom attribute is a name with a text value', 'customAttributes');
    }),
  );
}

/** The products page: every product with its stock, add, edit and delete. */
@Resolver()
export class AdminProductsResolver {
  @AdminOnly()
  @Query(() => [AdminProductView], { description: 'Every product (active or not), newest first; search matches the name.' })
  adminProducts(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('categoryId', () => ID, { nullable: true }) categoryId: string | null,
    @Arg('limit', () => Int, { defaultValue: 100 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminProductView[]> {
    return productAdminService.list(ctx.em, { search, categoryId: categoryId ? parseId(categoryId, 'categoryId') : null, limit, offset });
  }

  @AdminOnly()
  @Query(() => AdminProductView)
  adminProduct(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AdminProductView> {
    return productAdminService.byId(ctx.em, id);
  }

  @AdminOnly()
  @Mutation(() => AdminProductView, { description: 'Upload the image first (POST /api/uploads) and pass its address.' })
  createProduct(@Arg('input', () => ProductInput) input: ProductInput, @Ctx() ctx: RequestContext): Promise<AdminProductView> {
    return productAdminService.create(ctx.em, actingAdmin(ctx), fields(input));
  }

  @AdminOnly()
  @Mutation(() => AdminProductView, { description: "A new stockQuantity is logged as an 'admin_adjustment'." })
  updateProduct(@Arg('id', () => ID) id: string, @Arg('input', () => ProductInput) input: ProductInput, @Ctx() ctx: RequestContext): Promise<AdminProductView> {
    return productAdminService.update(ctx.em, actingAdmin(ctx), id, fields(input));
  }

  @AdminOnly()
  @Mutation(() => ProductRemovalView, { description: 'Deletes a product nobody ordered; one with past orders is deactivated instead.' })
  async deleteProduct(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ProductRemovalView> {
    const { deleted, product } = await productAdminService.remove(ctx.em, actingAdmin(ctx), id);
    return { deleted, product, message: deleted ? PRODUCT_MESSAGES.deleted : PRODUCT_MESSAGES.deactivated };
  }
}
