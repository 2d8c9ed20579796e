import { fileURLToPath } from 'node:url';

/**
 * `@fruit-shop/common/<name>` → common/src/<name>.ts: the web build and every test project
 * bundle the shared rules from their TypeScript source. Only the api's compiled server loads
 * the package's own build (common/dist), as Node resolves it.
 */
export const COMMON_SOURCE = { find: /^@fruit-shop\/common\/(.*)$/, replacement: fileURLToPath(new URL('../../common/src/$1.ts', import.meta.url)) };
