import type { FastifyRequest } from 'fastify';
import type { RestRoute } from '../../core/rest-route.js';
import { categoryAdminService, type CategoryRecord } from '../catalog/category-admin.service.js';
import { categoryId, flag, jsonBody, pathParam, pick, text, wholeNumber, type JsonBody } from './admin-fields.js';
import { actingAdmin } from './admin-log.service.js';
import { ADMIN_MESSAGES } from './admin.rules.js';

/* The back office's categories (spec §7 Fruits category), over catalog's own service. */

const restCategory = (c: CategoryRecord) => ({
  fruits_cat_id: c.id,
  fruits_cat_name: c.name,
  fruits_cat_description: c.description,
  slug: c.slug,
  product_count: c.productCount,
  home_position: c.homePosition,
  home_title: c.homeTitle,
  home_tab: c.homeTab,
});

const categoryBody = (b: JsonBody) => ({
  name: text(pick(b, 'fruits_cat_name', 'name'), 'fruits_cat_name') ?? '',
  description: text(pick(b, 'fruits_cat_description', 'description'), 'fruits_cat_description') ?? null,
  homePosition: wholeNumber(pick(b, 'home_position'), 'home_position'),
  homeTitle: text(pick(b, 'home_title'), 'home_title'),
  homeTab: flag(pick(b, 'home_tab'), 'home_tab'),
});

/** The category id from the path, else the body (the spec's missing-id message when neither). */
const categoryIdOf = (req: FastifyRequest) => pathParam(req) || (text(pick(jsonBody(req), 'fruits_cat_id', 'id'), 'fruits_cat_id') ?? '');

// The admin first, then the id and the body as sent, then the id's own check (the spec's message when none is given).
async function saveCategory(ctx: Parameters<RestRoute['handler']>[0], req: FastifyRequest) {
  const by = actingAdmin(ctx);
  const rawId = categoryIdOf(req);
  const body = categoryBody(jsonBody(req));
  const category = await categoryAdminService.update(ctx.em, by, categoryId(rawId), body);
  return { success: true, message: ADMIN_MESSAGES.categorySaved, category: restCategory(category), ...restCategory(category) };
}

async function deleteCategory(ctx: Parameters<RestRoute['handler']>[0], req: FastifyRequest) {
  const by = actingAdmin(ctx);
  const category = await categoryAdminService.remove(ctx.em, by, categoryId(categoryIdOf(req)));
  return { success: true, message: ADMIN_MESSAGES.categoryDeleted, category: restCategory(category) };
}

export const adminCategoryRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/admin/categories', role: 'admin', handler: async (ctx) => (await categoryAdminService.list(ctx.em)).map(restCategory) },
  {
    method: 'POST',
    url: '/fruits-category',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const category = await categoryAdminService.create(ctx.em, actingAdmin(ctx), categoryBody(jsonBody(req)));
      return { success: true, message: ADMIN_MESSAGES.categorySaved, category: restCategory(category), ...restCategory(category) };
    },
  },
  { method: 'PUT', url: '/fruits-category/:id', role: 'admin', handler: saveCategory },
  { method: 'PUT', url: '/fruits-category', role: 'admin', handler: saveCategory },
  { method: 'DELETE', url: '/fruits-category/:id', role: 'admin', handler: deleteCategory },
  { method: 'DELETE', url: '/fruits-category', role: 'admin', handler: deleteCategory },
];
