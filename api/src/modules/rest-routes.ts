import type { Config } from '../config.js';
import type { RestRoute } from '../core/rest-route.js';
import { accountsRestRoutes } from './accounts/accounts.rest.js';
import { adminProductRestRoutes } from './admin/admin-products.rest.js';
import { adminBlogFormRestRoutes } from './admin/admin-blogs.rest.js';
import { adminBillingRestRoutes } from './admin/admin-billing.rest.js';
import { adminOrderItemRestRoutes } from './admin/admin-order-items.rest.js';
import { adminSignupRestRoutes } from './admin/admin-auth.rest.js';
import { adminRestRoutes } from './admin/admin.rest.js';
import { adminSetupRestRoutes } from './admin/admin-setup.rest.js';
import { cartRestRoutes } from './cart/cart.rest.js';
import { catalogRestRoutes } from './catalog/catalog.rest.js';
import { contactRestRoutes } from './contact/contact.rest.js';
import { contentRestRoutes } from './content/content.rest.js';
import { couponRestRoutes } from './coupons/coupon.rest.js';
import { deliveryRestRoutes } from './delivery/delivery.rest.js';
import { invoiceRestRoutes } from './invoices/invoice.rest.js';
import { geocodingRestRoutes } from './locations/geocoding.rest.js';
import { locationDataRestRoutes } from './locations/location-data.rest.js';
import type { ReverseGeocoder } from './locations/reverse-geocoder.js';
import type { ImageStore } from './media/image-store.js';
import { messagingRestRoutes } from './messaging/messaging.rest.js';
import { newsletterRestRoutes } from './newsletter/newsletter.rest.js';
import { subscriptionDevRestRoutes } from './subscriptions/subscription-dev.rest.js';
import { orderRestRoutes } from './orders/order.rest.js';
import { paymentRestRoutes } from './payments/payment.rest.js';
import { refundRestRoutes } from './payments/refund.rest.js';
import type { PaymentService } from './payments/payment.service.js';
import type { SetupFacts } from './admin/admin-readiness.service.js';
import { planRestRoutes } from './subscriptions/plan.rest.js';
import { problemReportRestRoutes } from './problem-reports/problem-report.rest.js';
import { shopProfileRestRoutes } from './settings/shop-profile.rest.js';
import { subscriptionPurchaseRestRoutes, subscriptionUserRestRoutes } from './subscriptions/subscription-user.rest.js';

/** Every domain's /api routes; each module adds its table here. */
export const REST_ROUTES: readonly RestRoute[] = [...catalogRestRoutes, ...accountsRestRoutes, ...locationDataRestRoutes, ...contentRestRoutes, ...planRestRoutes, ...contactRestRoutes, ...newsletterRestRoutes, ...cartRestRoutes, ...couponRestRoutes, ...deliveryRestRoutes, ...subscriptionUserRestRoutes, ...adminRestRoutes, ...adminBillingRestRoutes, ...adminOrderItemRestRoutes, ...shopProfileRestRoutes, ...invoiceRestRoutes];

/** Routes that depend on this app's configuration or services, built once per app. */
export function configuredRestRoutes(config: Config, services: { geocoder: ReverseGeocoder; payments: PaymentService; images: ImageStore }): RestRoute[] {
  return [
    ...messagingRestRoutes(config),
    ...subscriptionDevRestRoutes(config),
    ...geocodingRestRoutes(services.geocoder),
    ...orderRestRoutes(services.payments),
    ...paymentRestRoutes(services.payments),
    ...refundRestRoutes(services.payments),
    ...problemReportRestRoutes(services),
    ...subscriptionPurchaseRestRoutes(services.payments),
    ...adminProductRestRoutes(services),
    ...adminBlogFormRestRoutes(services),
    ...adminSignupRestRoutes({ firstAdminBySignup: config.firstAdminBySignup }),
    ...adminSetupRestRoutes(setupFacts(config, services.payments)),
  ];
}

/** What the first-run checklist knows of this process (admin-readiness.service.ts). */
export function setupFacts(config: Config, payments: PaymentService): SetupFacts {
  return { paymentMode: payments.gateway?.mode ?? 'simulated', mailConfigured: Boolean(config.smtpUrl), production: config.isProduction };
}
