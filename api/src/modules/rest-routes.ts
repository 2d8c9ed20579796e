import type { RestRoute } from '../core/rest-route.js';
import { accountsRestRoutes } from './accounts/accounts.rest.js';
import { catalogRestRoutes } from './catalog/catalog.rest.js';

/** Every domain's /api routes; each module adds its table here. */
export const REST_ROUTES: readonly RestRoute[] = [...catalogRestRoutes, ...accountsRestRoutes];
