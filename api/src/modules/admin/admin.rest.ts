import type { RestRoute } from '../../core/rest-route.js';
import { adminAuthRestRoutes } from './admin-auth.rest.js';
import { adminBlogRestRoutes } from './admin-blogs.rest.js';
import { adminOperationRestRoutes } from './admin-operations.rest.js';

/** The back office's /api paths (products, which need the upload folder, are in admin-products.rest.ts). */
export const adminRestRoutes: RestRoute[] = [...adminAuthRestRoutes, ...adminOperationRestRoutes, ...adminBlogRestRoutes];
