import type { RestRoute } from '../../core/rest-route.js';
import { adminAuthRestRoutes } from './admin-auth.rest.js';
import { adminOperationRestRoutes } from './admin-operations.rest.js';

/** The back office's /api paths. */
export const adminRestRoutes: RestRoute[] = [...adminAuthRestRoutes, ...adminOperationRestRoutes];
