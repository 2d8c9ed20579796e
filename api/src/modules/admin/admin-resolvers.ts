import { AdminAuthResolver } from './admin-auth.resolver.js';
import { AdminBlogsResolver } from './admin-blogs.resolver.js';
import { AdminCatalogResolver } from './admin-catalog.resolver.js';
import { AdminCommerceResolver } from './admin-commerce.resolver.js';
import { AdminDeliveryResolver } from './admin-delivery.resolver.js';
import { AdminFulfilmentResolver } from './admin-fulfilment.resolver.js';
import { AdminSetupResolver } from './admin-setup.resolver.js';
import { AdminOrdersResolver } from './admin-orders.resolver.js';
import { AdminProductsResolver } from './admin-products.resolver.js';
import { AdminRecordsResolver } from './admin-records.resolver.js';
import { AdminNewsletterResolver } from './admin-newsletter.resolver.js';

/** The back office's resolver classes (the schema registers them; the guard test reads them). */
export const ADMIN_RESOLVERS = [AdminAuthResolver, AdminOrdersResolver, AdminCatalogResolver, AdminCommerceResolver, AdminRecordsResolver, AdminProductsResolver, AdminBlogsResolver, AdminDeliveryResolver, AdminFulfilmentResolver, AdminSetupResolver, AdminNewsletterResolver] as const;
