import type { RestRoute } from '../../core/rest-route.js';
import { adminAuthRestRoutes } from './admin-auth.rest.js';
import { adminBlogRestRoutes } from './admin-blogs.rest.js';
import { adminCategoryRestRoutes } from './admin-categories.rest.js';
import { adminContactRestRoutes } from './admin-contact.rest.js';
import { adminNewsletterRestRoutes } from './admin-newsletter.rest.js';
import { adminCouponRestRoutes } from './admin-coupons.rest.js';
import { adminCustomerRestRoutes } from './admin-customers.rest.js';
import { adminDashboardRestRoutes } from './admin-dashboard.rest.js';
import { adminDeliveryRestRoutes } from './admin-delivery.rest.js';
import { adminInventoryRestRoutes } from './admin-inventory.rest.js';
import { adminLogRestRoutes } from './admin-log.rest.js';
import { adminOrderRestRoutes } from './admin-orders.rest.js';
import { adminPlanRestRoutes } from './admin-plans.rest.js';
import { adminSubscriptionRestRoutes } from './admin-subscriptions.rest.js';

/*
 * The back office's documented /api paths (spec §7), one file per resource, snake_case, over the
 * owning modules' services. Every entry but sign-in declares role 'admin'. Paths the spec gives a
 * customer meaning already (GET /orders, GET /coupons, GET /subscription-plans) have their full
 * admin lists under /admin/…. Products, which need the upload folder, are in admin-products.rest.ts;
 * order lines and billing records in admin-order-items.rest.ts and admin-billing.rest.ts.
 */
export const adminRestRoutes: RestRoute[] = [
  ...adminAuthRestRoutes,
  ...adminDashboardRestRoutes,
  ...adminOrderRestRoutes,
  ...adminCustomerRestRoutes,
  ...adminCouponRestRoutes,
  ...adminCategoryRestRoutes,
  ...adminPlanRestRoutes,
  ...adminSubscriptionRestRoutes,
  ...adminContactRestRoutes,
  ...adminNewsletterRestRoutes,
  ...adminLogRestRoutes,
  ...adminInventoryRestRoutes,
  ...adminBlogRestRoutes,
  ...adminDeliveryRestRoutes,
];
