import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { requireAdmin } from '../../lib/auth-guards.js';
import { adminCategoryService } from './admin-categories.service.js';
import { AdminOnly } from './admin-guard.js';
import { AdminCategoryView, CategoryInput, StockLevelView } from './admin.views.js';
import { inventoryService } from './inventory.service.js';

/** Categories Management and stock edits. */
@Resolver()
export class AdminCatalogResolver {
  @AdminOnly()
  @Query(() => [AdminCategoryView], { description: 'Every category with its product count (empty ones too).' })
  adminCategories(@Ctx() ctx: RequestContext): Promise<AdminCategoryView[]> {
    return adminCategoryService.list(ctx.em);
  }

  @AdminOnly()
  @Mutation(() => AdminCategoryView)
  createCategory(@Arg('input', () => CategoryInput) input: CategoryInput, @Ctx() ctx: RequestContext): Promise<AdminCategoryView> {
    return adminCategoryService.create(ctx.em, requireAdmin(ctx), input);
  }

  @AdminOnly()
  @Mutation(() => AdminCategoryView)
  updateCategory(@Arg('id', () => ID) id: string, @Arg('input', () => CategoryInput) input: CategoryInput, @Ctx() ctx: RequestContext): Promise<AdminCategoryView> {
    return adminCategoryService.update(ctx.em, requireAdmin(ctx), id, input);
  }

  @AdminOnly()
  @Mutation(() => AdminCategoryView, { description: 'Refused (CONFLICT) while the category has products.' })
  deleteCategory(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AdminCategoryView> {
    return adminCategoryService.remove(ctx.em, requireAdmin(ctx), id);
  }

  @AdminOnly()
  @Mutation(() => StockLevelView, { description: "Adds (+) or removes (−) stock, or sets it with stockQuantity; logged as 'admin_adjustment'." })
  adjustStock(
    @Arg('productId', () => ID) productId: string,
    @Arg('change', () => Int, { nullable: true }) change: number | null,
    @Arg('stockQuantity', () => Int, { nullable: true }) stockQuantity: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<StockLevelView> {
    return inventoryService.adjust(ctx.em, requireAdmin(ctx), { productId, change, stockQuantity });
  }
}
