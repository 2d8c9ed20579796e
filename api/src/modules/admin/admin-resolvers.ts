import { AdminAuthResolver } from './admin-auth.resolver.js';

/** The back office's resolver classes (the schema registers them; the guard test reads them). */
export const ADMIN_RESOLVERS = [AdminAuthResolver] as const;
