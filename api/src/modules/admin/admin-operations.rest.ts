import type { FastifyRequest } from 'fastify';
import { queryText, type RestRoute } from '../../core/rest-route.js';
import { requireAdmin } from '../../lib/auth-guards.js';
import { badInput } from '../../lib/errors.js';
import { paiseToRupees } from '../../lib/money.js';
import type { DiscountType } from '../../core/pricing.js';
import { restOrder } from '../orders/order.rest.js';
import { restSubscription } from '../subscriptions/subscription-user.rest.js';
import { adminCategoryService, type CategoryRecord } from './admin-categories.service.js';
import { adminContactService, type ContactMessageRecord } from './admin-contact.service.js';
import { adminCouponService, type AdminCouponRecord } from './admin-coupons.service.js';
import { adminCustomerService, type CustomerRecord } from './admin-customers.service.js';
import { dateOf, defined, flag, hundredthsOf, jsonBody, page, pathParam, pick, text, wholeNumber, type JsonBody } from './admin-fields.js';
import { adminLogService, LOGIN_ACTIONS, type AdminLogRecord } from './admin-log.service.js';
import { adminOrderService, type AdminOrderRecord } from './admin-orders.service.js';
import { adminPlanService, type AdminPlanRecord, type PlanFields } from './admin-plans.service.js';
import { adminSubscriptionService, type AdminSubscriptionRecord } from './admin-subscriptions.service.js';
import { ADMIN_MESSAGES } from './admin.rules.js';
import { dashboardService } from './dashboard.service.js';
import { inventoryService, type InventoryLogRecord } from './inventory.service.js';

/*
 * The back office's documented /api paths (spec §7: orders, users, coupons, categories, plans,
 * subscription users, admin and inventory logs), snake_case, over the admin services. Every
 * entry declares role 'admin'. Paths the spec gives a customer meaning already (GET /orders,
 * GET /coupons, GET /subscription-plans) have their full admin lists under /admin/….
 */

export const restCustomer = (c: CustomerRecord) => ({
  user_id: c.id,
  id: c.id,
  name: c.name,
  middle_name: c.middleName,
  last_name: c.lastName,
  full_name: c.fullName,
  email: c.email,
  phone: c.phone,
  address: c.address,
  order_count: c.orderCount,
  total_spent: paiseToRupees(c.totalSpent),
  created_at: c.createdAt.toISOString(),
});

export const restAdminOrder = (o: AdminOrderRecord) => ({
  ...restOrder(o),
  customer: o.customer ? { id: o.customer.id, name: o.customer.fullName, email: o.customer.email, phone: o.customer.phone, address: o.customer.address } : null,
  next_statuses: o.nextStatuses,
});

export const restAdminCoupon = (c: AdminCouponRecord) => ({
  id: c.id,
  coupon_id: c.id,
  code: c.code,
  discount_type: c.discountType,
  discount_value: c.discountValue / 100,
  min_order_value: paiseToRupees(c.minOrderValue),
  valid_until: c.validUntil ? c.validUntil.toISOString() : null,
  description: c.description,
  is_active: c.isActive,
  usage_limit: c.usageLimit,
  per_user_limit: c.perUserLimit,
  times_used: c.timesUsed,
  created_at: c.createdAt.toISOString(),
});

const restCategory = (c: CategoryRecord) => ({
  fruits_cat_id: c.id,
  fruits_cat_name: c.name,
  fruits_cat_description: c.description,
  slug: c.slug,
  product_count: c.productCount,
});

const restPlan = (p: AdminPlanRecord) => ({
  plan_id: p.id,
  plan_name: p.planName,
  plan_type: p.planType,
  plan_description: p.planDescription,
  price: paiseToRupees(p.price),
  validity: p.validityDays,
  features: p.features,
  is_active: p.isActive,
  subscriber_count: p.subscriberCount,
  delivery_frequency: p.deliveryFrequency,
  savings_text: p.savingsText,
  is_popular: p.isPopular,
  price_suffix: p.priceSuffix,
});

const restAdminSubscription = (s: AdminSubscriptionRecord) => ({ ...restSubscription(s), user_email: s.userEmail });

const restMessage = (m: ContactMessageRecord) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  phone: m.phone,
  subject: m.subject,
  message: m.message,
  created_at: m.createdAt.toISOString(),
  handled_at: m.handledAt ? m.handledAt.toISOString() : null,
});

const restLog = (l: AdminLogRecord) => ({
  id: l.id,
  admin_id: l.adminId,
  admin_name: l.adminName,
  admin_email: l.adminEmail,
  action: l.action,
  target_type: l.targetType,
  target_id: l.targetId,
  changes: l.changes,
  ip: l.ip,
  created_at: l.createdAt.toISOString(),
});

const restInventoryLog = (l: InventoryLogRecord) => ({
  id: l.id,
  product_id: l.productId,
  product_name: l.productName,
  change: l.change,
  stock_after: l.stockAfter,
  reason: l.reason,
  order_id: l.orderId,
  admin_id: l.adminId,
  admin_name: l.adminName,
  created_at: l.createdAt.toISOString(),
});

function couponBody(b: JsonBody) {
  return defined({
    code: text(pick(b, 'code'), 'code') ?? undefined,
    discountType: (text(pick(b, 'discount_type'), 'discount_type') ?? undefined) as DiscountType | undefined,
    discountValue: hundredthsOf(pick(b, 'discount_value'), 'discount_value') ?? undefined,
    minOrderValue: hundredthsOf(pick(b, 'min_order_value'), 'min_order_value') ?? undefined,
    validUntil: dateOf(pick(b, 'valid_until'), 'valid_until'),
    description: text(pick(b, 'description'), 'description'),
    isActive: flag(pick(b, 'is_active'), 'is_active'),
    usageLimit: wholeNumber(pick(b, 'usage_limit'), 'usage_limit'),
    perUserLimit: wholeNumber(pick(b, 'per_user_limit'), 'per_user_limit'),
  });
}

function planBody(b: JsonBody): Partial<PlanFields> {
  const features = pick(b, 'features');
  if (features !== undefined && features !== null && typeof features !== 'string' && !Array.isArray(features)) throw badInput('features must be a list or comma-separated text', 'features');
  return defined({
    planType: text(pick(b, 'plan_type'), 'plan_type') ?? undefined,
    planName: text(pick(b, 'plan_name'), 'plan_name'),
    planDescription: text(pick(b, 'plan_description'), 'plan_description') ?? undefined,
    price: hundredthsOf(pick(b, 'price'), 'price'),
    validityDays: wholeNumber(pick(b, 'validity', 'validity_days'), 'validity'),
    features: features as PlanFields['features'],
    isActive: flag(pick(b, 'is_active'), 'is_active'),
  });
}

const categoryBody = (b: JsonBody) => ({
  name: text(pick(b, 'fruits_cat_name', 'name'), 'fruits_cat_name') ?? '',
  description: text(pick(b, 'fruits_cat_description', 'description'), 'fruits_cat_description') ?? null,
});

/** The category id from the path, else the body (the spec's missing-id message when neither). */
const categoryIdOf = (req: FastifyRequest) => pathParam(req) || (text(pick(jsonBody(req), 'fruits_cat_id', 'id'), 'fruits_cat_id') ?? '');

async function saveCategory(ctx: Parameters<RestRoute['handler']>[0], req: FastifyRequest) {
  const category = await adminCategoryService.update(ctx.em, requireAdmin(ctx), categoryIdOf(req), categoryBody(jsonBody(req)));
  return { success: true, message: ADMIN_MESSAGES.categorySaved, category: restCategory(category), ...restCategory(category) };
}

async function deleteCategory(ctx: Parameters<RestRoute['handler']>[0], req: FastifyRequest) {
  const category = await adminCategoryService.remove(ctx.em, requireAdmin(ctx), categoryIdOf(req));
  return { success: true, message: ADMIN_MESSAGES.categoryDeleted, category: restCategory(category) };
}

export const adminOperationRestRoutes: RestRoute[] = [
  // ── Dashboard ──────────────────────────────────────────────────────────────
  {
    method: 'GET',
    url: '/orders/summary',
    role: 'admin',
    async handler(ctx) {
      const s = await dashboardService.summary(ctx.em);
      return { total_sales: paiseToRupees(s.totalSales), total_orders: s.totalOrders, new_customers: s.newCustomers };
    },
  },
  {
    method: 'GET',
    url: '/orders/recent',
    role: 'admin',
    handler: async (ctx, req) => (await adminOrderService.recent(ctx.em, page(req).limit)).map(restAdminOrder),
  },
  {
    method: 'GET',
    url: '/admin/low-stock',
    role: 'admin',
    async handler(ctx, req) {
      const threshold = wholeNumber(queryText(req, 'threshold'), 'threshold') ?? undefined;
      return (await dashboardService.lowStock(ctx.em, threshold, page(req).limit)).map((p) => ({
        product_id: p.id,
        product_name: p.name,
        image: p.image,
        stock_quantity: p.stockQuantity,
        is_active: p.isActive,
        fruits_cat_name: p.categoryName,
      }));
    },
  },

  // ── Orders ────────────────────────────────────────────────────────────────
  {
    method: 'GET',
    url: '/admin/orders',
    role: 'admin',
    async handler(ctx, req) {
      const { limit, offset } = page(req);
      return (await adminOrderService.list(ctx.em, { search: queryText(req, 'search') ?? queryText(req, 'q'), status: queryText(req, 'status'), limit, offset })).map(restAdminOrder);
    },
  },
  {
    method: 'GET',
    url: '/admin/orders/:id',
    role: 'admin',
    handler: async (ctx, req) => restAdminOrder(await adminOrderService.byId(ctx.em, pathParam(req))),
  },
  {
    method: 'PUT',
    url: '/orders/:id',
    role: 'admin',
    async handler(ctx, req) {
      const status = text(pick(jsonBody(req), 'status'), 'status') ?? '';
      const order = await adminOrderService.changeStatus(ctx.em, requireAdmin(ctx), pathParam(req), status);
      return { success: true, message: ADMIN_MESSAGES.orderStatusUpdated, order: restAdminOrder(order), next_statuses: order.nextStatuses };
    },
  },

  // ── Customers ─────────────────────────────────────────────────────────────
  {
    method: 'GET',
    url: '/users',
    role: 'admin',
    async handler(ctx, req) {
      const { limit, offset } = page(req);
      return (await adminCustomerService.list(ctx.em, { search: queryText(req, 'search') ?? queryText(req, 'q'), limit, offset })).map(restCustomer);
    },
  },
  {
    method: 'GET',
    url: '/users/:id/orders',
    role: 'admin',
    handler: async (ctx, req) => (await adminOrderService.ofCustomer(ctx.em, pathParam(req))).map(restAdminOrder),
  },

  // ── Coupons ───────────────────────────────────────────────────────────────
  { method: 'GET', url: '/admin/coupons', role: 'admin', handler: async (ctx) => (await adminCouponService.list(ctx.em)).map(restAdminCoupon) },
  { method: 'GET', url: '/coupons/:id', role: 'admin', handler: async (ctx, req) => restAdminCoupon(await adminCouponService.byId(ctx.em, pathParam(req))) },
  {
    method: 'POST',
    url: '/coupons',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const b = couponBody(jsonBody(req));
      const coupon = await adminCouponService.create(ctx.em, requireAdmin(ctx), {
        code: b.code ?? '',
        discountType: b.discountType as DiscountType,
        discountValue: b.discountValue ?? 0,
        minOrderValue: b.minOrderValue ?? 0,
        validUntil: b.validUntil ?? null,
        description: b.description ?? null,
        isActive: b.isActive ?? true,
        usageLimit: b.usageLimit ?? null,
        perUserLimit: b.perUserLimit ?? null,
      });
      return { success: true, message: 'Coupon added successfully', coupon: restAdminCoupon(coupon) };
    },
  },
  {
    method: 'PUT',
    url: '/coupons/:id',
    role: 'admin',
    async handler(ctx, req) {
      const coupon = await adminCouponService.update(ctx.em, requireAdmin(ctx), pathParam(req), couponBody(jsonBody(req)));
      return { success: true, message: 'Coupon updated successfully', coupon: restAdminCoupon(coupon) };
    },
  },
  {
    method: 'DELETE',
    url: '/coupons/:id',
    role: 'admin',
    async handler(ctx, req) {
      const { deleted, coupon } = await adminCouponService.remove(ctx.em, requireAdmin(ctx), pathParam(req));
      return { success: true, deleted, message: deleted ? 'Coupon deleted successfully' : 'Coupon deactivated: orders have used it', coupon: restAdminCoupon(coupon) };
    },
  },

  // ── Categories ────────────────────────────────────────────────────────────
  { method: 'GET', url: '/admin/categories', role: 'admin', handler: async (ctx) => (await adminCategoryService.list(ctx.em)).map(restCategory) },
  {
    method: 'POST',
    url: '/fruits-category',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const category = await adminCategoryService.create(ctx.em, requireAdmin(ctx), categoryBody(jsonBody(req)));
      return { success: true, message: ADMIN_MESSAGES.categorySaved, category: restCategory(category), ...restCategory(category) };
    },
  },
  { method: 'PUT', url: '/fruits-category/:id', role: 'admin', handler: saveCategory },
  { method: 'PUT', url: '/fruits-category', role: 'admin', handler: saveCategory },
  { method: 'DELETE', url: '/fruits-category/:id', role: 'admin', handler: deleteCategory },
  { method: 'DELETE', url: '/fruits-category', role: 'admin', handler: deleteCategory },

  // ── Subscription plans and users ──────────────────────────────────────────
  { method: 'GET', url: '/admin/subscription-plans', role: 'admin', handler: async (ctx) => (await adminPlanService.list(ctx.em)).map(restPlan) },
  {
    method: 'POST',
    url: '/subscription-plans',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const b = planBody(jsonBody(req));
      const plan = await adminPlanService.create(ctx.em, requireAdmin(ctx), {
        planType: b.planType ?? '',
        planName: b.planName,
        planDescription: b.planDescription ?? '',
        price: b.price ?? null,
        validityDays: b.validityDays ?? null,
        features: b.features,
        isActive: b.isActive,
      });
      return { success: true, message: ADMIN_MESSAGES.planAdded, plan: restPlan(plan) };
    },
  },
  {
    method: 'PUT',
    url: '/subscription-plans/:planId',
    role: 'admin',
    async handler(ctx, req) {
      const plan = await adminPlanService.update(ctx.em, requireAdmin(ctx), pathParam(req, 'planId'), planBody(jsonBody(req)));
      return { success: true, message: ADMIN_MESSAGES.planUpdated, plan: restPlan(plan) };
    },
  },
  {
    method: 'DELETE',
    url: '/subscription-plans/:planId',
    role: 'admin',
    async handler(ctx, req) {
      const { deleted, plan } = await adminPlanService.remove(ctx.em, requireAdmin(ctx), pathParam(req, 'planId'));
      return { success: true, deleted, message: ADMIN_MESSAGES.planDeleted, plan: restPlan(plan) };
    },
  },
  {
    method: 'GET',
    url: '/subscription-user',
    role: 'admin',
    async handler(ctx, req) {
      const { limit, offset } = page(req);
      return (await adminSubscriptionService.list(ctx.em, { status: queryText(req, 'status'), limit, offset })).map(restAdminSubscription);
    },
  },
  {
    method: 'PUT',
    url: '/subscription-user/:id',
    role: 'admin',
    async handler(ctx, req) {
      const b = jsonBody(req);
      const status = text(pick(b, 'status'), 'status') ?? '';
      const sub = await adminSubscriptionService.setStatus(ctx.em, requireAdmin(ctx), pathParam(req), status, flag(pick(b, 'auto_renew'), 'auto_renew') ?? true);
      return { success: true, subscription: restAdminSubscription(sub) };
    },
  },

  // ── Contact messages, admin log, inventory log ────────────────────────────
  {
    method: 'GET',
    url: '/contact-messages',
    role: 'admin',
    async handler(ctx, req) {
      const { limit, offset } = page(req);
      return (await adminContactService.list(ctx.em, { handled: flag(queryText(req, 'handled'), 'handled') ?? null, limit, offset })).map(restMessage);
    },
  },
  {
    method: 'PUT',
    url: '/contact-messages/:id',
    role: 'admin',
    handler: async (ctx, req) => restMessage(await adminContactService.setHandled(ctx.em, requireAdmin(ctx), pathParam(req), flag(pick(jsonBody(req), 'handled'), 'handled') ?? true)),
  },
  {
    method: 'GET',
    url: '/admin-logs',
    role: 'admin',
    async handler(ctx, req) {
      const { limit, offset } = page(req);
      const query = { action: queryText(req, 'action'), targetType: queryText(req, 'target_type'), targetId: queryText(req, 'target_id'), limit, offset };
      return (await adminLogService.list(ctx.em, query)).map(restLog);
    },
  },
  {
    // The spec's client posts its own rows after actions; the admin is the session's, and sign-in
    // attempts are already written by the server (a client copy would count them twice).
    method: 'POST',
    url: '/admin-logs',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const b = jsonBody(req);
      const action = text(pick(b, 'action'), 'action')?.trim() ?? '';
      if ((LOGIN_ACTIONS as readonly string[]).includes(action)) return { success: true, recorded: false, message: 'Sign-in attempts are logged by the server' };
      const raw = pick(b, 'changes');
      let changes: Record<string, unknown> = {};
      if (typeof raw === 'string' && raw.trim()) {
        try {
          changes = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          throw badInput('changes must be JSON', 'changes');
        }
      } else if (raw && typeof raw === 'object') changes = raw as Record<string, unknown>;
      if (JSON.stringify(changes).length > 10_000) throw badInput('changes is too long', 'changes');
      await adminLogService.write(ctx.em, {
        adminId: requireAdmin(ctx),
        action,
        targetType: text(pick(b, 'target_type'), 'target_type') ?? null,
        targetId: text(pick(b, 'target_id'), 'target_id') ?? null,
        changes: typeof changes === 'object' && !Array.isArray(changes) ? changes : { value: changes },
        ip: ctx.ip,
      });
      return { success: true, recorded: true };
    },
  },
  {
    method: 'GET',
    url: '/inventory-logs',
    role: 'admin',
    async handler(ctx, req) {
      const { limit, offset } = page(req);
      return (await inventoryService.list(ctx.em, { productId: queryText(req, 'product_id'), reason: queryText(req, 'reason'), limit, offset })).map(restInventoryLog);
    },
  },
  {
    method: 'POST',
    url: '/inventory-logs',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const b = jsonBody(req);
      const result = await inventoryService.adjust(ctx.em, requireAdmin(ctx), {
        productId: text(pick(b, 'product_id'), 'product_id') ?? '',
        change: wholeNumber(pick(b, 'change'), 'change'),
        stockQuantity: wholeNumber(pick(b, 'stock_quantity'), 'stock_quantity'),
      });
      return { success: true, product_id: result.productId, stock_quantity: result.stockQuantity };
    },
  },
];
