import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import { CartResolver } from '../modules/cart/cart.resolver.js';
import { CouponResolver } from '../modules/coupons/coupon.resolver.js';
import { DeliveryResolver } from '../modules/delivery/delivery.resolver.js';
import { OrderResolver } from '../modules/orders/order.resolver.js';
import { PaymentResolver } from '../modules/payments/payment.resolver.js';
import { RefundResolver } from '../modules/payments/refund.resolver.js';
import { SubscriptionUserResolver } from '../modules/subscriptions/subscription-user.resolver.js';
import { AccountsResolver, UserFieldsResolver } from '../modules/accounts/accounts.resolver.js';
import { ADMIN_RESOLVERS } from '../modules/admin/admin-resolvers.js';
import { authChecker } from '../modules/admin/admin-guard.js';
import { CategoryResolver } from '../modules/catalog/category.resolver.js';
import { ProductResolver } from '../modules/catalog/product.resolver.js';
import { StockAlertResolver } from '../modules/catalog/stock-alert.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { NewsletterResolver } from '../modules/newsletter/newsletter.resolver.js';
import { BlogCommentResolver, BlogResolver } from '../modules/content/blog.resolver.js';
import { InvoiceResolver } from '../modules/invoices/invoice.resolver.js';
import { GeocodingResolver } from '../modules/locations/geocoding.resolver.js';
import { LocationDataResolver } from '../modules/locations/location-data.resolver.js';
import { ShopSettingsResolver } from '../modules/settings/shop-settings.js';
import { ShopProfileResolver } from '../modules/settings/shop-profile.resolver.js';
import { PlanResolver } from '../modules/subscriptions/plan.resolver.js';
import { ProblemReportResolver } from '../modules/problem-reports/problem-report.resolver.js';
import { WishlistResolver } from '../modules/wishlist/wishlist.resolver.js';

/** Every resolver class; each domain module adds its own here. */
const RESOLVERS = [ProductResolver, StockAlertResolver, CategoryResolver, AccountsResolver, UserFieldsResolver, GeocodingResolver, LocationDataResolver, WishlistResolver, ShopSettingsResolver, ShopProfileResolver, BlogResolver, BlogCommentResolver, PlanResolver, ContactResolver, NewsletterResolver, CartResolver, CouponResolver, DeliveryResolver, OrderResolver, PaymentResolver, RefundResolver, ProblemReportResolver, SubscriptionUserResolver, InvoiceResolver, ...ADMIN_RESOLVERS] as const;

/**
 * `instances`: resolvers built with this app's services (e.g. `new GeocodingResolver(geocoder)`);
 * every other resolver class is constructed once without arguments. Emitting the schema
 * needs no instances: resolvers are only constructed when a query runs.
 */
export function buildGraphQLSchema(instances: readonly object[] = []): Promise<GraphQLSchema> {
  const made = new Map<unknown, unknown>(instances.map((instance) => [instance.constructor, instance]));
  const container: ContainerType = {
    get(resolverClass: new () => unknown) {
      let instance = made.get(resolverClass);
      if (!instance) made.set(resolverClass, (instance = new resolverClass()));
      return instance;
    },
  };
  // Validation lives in the services (with the spec's messages), not in class-validator.
  // `@Authorized` fields (the admin operations) are checked by the same guard as REST routes.
  return buildSchema({ resolvers: RESOLVERS, validate: false, container, authChecker });
}

/** The committed contract: sorted so that the file changes only when the schema does. */
export function printContract(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
