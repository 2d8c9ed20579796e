import type { RequestContext } from '../../core/request-context.js';
import { catalogRefService, type CategoryRef, type ProductRef } from '../catalog/catalog-refs.service.js';
import { boxLineLabel } from '@fruit-shop/common/plan-box.rules';
import { boxLinesLoader, type BoxLineRecord } from './plan-box.queries.js';
import { PlanBoxLineKind, type PlanBoxLineView } from './plan-box.views.js';

/** A stored line with its product or category: what the storefront shows. */
export function boxLineView(line: Pick<BoxLineRecord, 'position' | 'unit' | 'quantity' | 'note'>, product: ProductRef | null, category: CategoryRef | null): PlanBoxLineView {
  const unit = product ? product.unit : (line.unit ?? '');
  const productView = product && { id: product.id, name: product.name, image: product.image, unit: product.unit, weight: product.weight, isActive: product.isActive };
  const categoryView = product ? null : category && { id: category.id, name: category.name, slug: category.slug };
  return {
    position: line.position,
    kind: product ? PlanBoxLineKind.PRODUCT : PlanBoxLineKind.SEASONAL_PICK,
    quantity: line.quantity,
    unit,
    note: line.note,
    product: productView,
    category: categoryView,
    label: boxLineLabel({ quantity: line.quantity, unit, product: productView, category: categoryView }),
  };
}

/**
 * What a plan's box holds. For every plan a request shows, the lines cost one statement, their
 * products one and their categories one (batched per request). Each product shown is recorded
 * for the guest caches (core/cache-deps.ts): the plan roots are DEPS_TRACKED, so a cached plans
 * page is dropped when a product in a box is edited and survives edits of any other product. A
 * seasonal pick shows its category only (category writes drop every cached entry anyway).
 * A product taken off sale stays in the box, marked (`isActive` false): staff substitute it.
 */
export const planBoxService = {
  async box(ctx: RequestContext, planId: number): Promise<PlanBoxLineView[]> {
    const lines = await ctx.loaders.get(boxLinesLoader).load(planId);
    const shown = await Promise.all(
      lines.map(async (line) => {
        if (line.productId !== null) {
          const product = await catalogRefService.product(ctx, line.productId);
          return product && boxLineView(line, product, null);
        }
        const category = line.categoryId === null ? null : await catalogRefService.category(ctx, line.categoryId);
        return category && boxLineView(line, null, category);
      }),
    );
    // A line whose product or category went missing meanwhile (a delete racing the read) is left out.
    return shown.filter((line): line is PlanBoxLineView => line !== null);
  },
};
