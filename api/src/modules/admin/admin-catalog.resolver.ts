import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { categoryAdminService } from '../catalog/category-admin.service.js';
import { categoryId } from './admin-fields.js';
import { AdminOnly } from './admin-guard.js';
import { AdminCategoryView, CategoryInput } from './admin-categories.views.js';
import { StockLevelView } from './admin-inventory.views.js';
import { inventoryService } from '../catalog/inventory.service.js';
import { actingAdmin } from './admin-log.service.js';

/** Categories Management and stock edits. */
@Resolver()
export class AdminCatalogResolver {
  @AdminOnly()
  @Query(() => [AdminCategoryView], { description: 'Every category with its product count (empty ones too).' })
  adminCategories(@Ctx() ctx: RequestContext): Promise<AdminCategoryView[]> {
    return categoryAdminService.list(ctx.em);
  }

  @AdminOnly()
  @Mutation(() => AdminCategoryView)
  createCategory(@Arg('input', () => CategoryInput) input: CategoryInput, @Ctx() ctx: RequestContext): Promise<AdminCategoryView> {
    return categoryAdminService.create(ctx.em, actingAdmin(ctx), input);
  }

  @AdminOnly()
  @Mutation(() => AdminCategoryView)
  updateCategory(@Arg('id', () => ID) id: string, @Arg('input', () => CategoryInput) input: CategoryInput, @Ctx() ctx: RequestContext): Promise<AdminCategoryView> {
    return categoryAdminService.update(ctx.em, actingAdmin(ctx), categoryId(id), input);
  }

  @AdminOnly()
  @Mutation(() => AdminCategoryView, { description: 'Refused (CONFLICT) while the category has products.' })
  deleteCategory(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AdminCategoryView> {
    return categoryAdminService.remove(ctx.em, actingAdmin(ctx), categoryId(id));
  }

  @AdminOnly()
  @Mutation(() => StockLevelView, { description: "Adds (+) or removes (−) stock, or sets it with stockQuantity; logged as 'admin_adjustment'." })
  adjustStock(
    @Arg('productId', () => ID) productId: string,
    @Arg('change', () => Int, { nullable: true }) change: number | null,
    @Arg('stockQuantity', () => Int, { nullable: true }) stockQuantity: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<StockLevelView> {
    return inventoryService.adjust(ctx.em, actingAdmin(ctx), { productId, change, stockQuantity });
  }
}
