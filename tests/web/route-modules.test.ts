import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes, type PageHandle } from '../../web/src/app/router';

// jsdom gives import.meta.url an http: scheme; vitest still defines __dirname.
const WEB_DIR = path.resolve(__dirname, '../../web');

/** Every route in the tree, depth first. */
function allRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

const pages = allRoutes(routes).filter((route) => (route.handle as PageHandle | undefined)?.module);

// The server preloads a page's chunk and CSS by looking `handle.module` up in Vite's manifest,
// whose keys are source paths relative to web/. A path that names no file (a renamed page)
// would silently lose the preload and inlined CSS, and the page would hydrate late.
describe('route page modules', () => {
  it('has the storefront pages', () => {
    expect(pages.map((route) => route.id)).toEqual([
      'home', 'shop', 'login', 'account', 'wishlist', 'product', 'categories', 'subscriptions', 'subscription', 'cart', 'checkout', 'orders', 'order',
      'blog', 'blog-post', 'about', 'faq', 'contact', 'terms', 'privacy', 'products', 'not-found',
      'admin-login', 'admin-signup', 'admin-dashboard', 'forgot-password',
    ]);
  });

  it.each(pages.map((route) => [route.id ?? route.path ?? '?', route] as const))(
    '%s names an existing source file that is the module its route loads',
    async (_id, route) => {
      const module = (route.handle as PageHandle).module;
      expect(module).toMatch(/^src\/.+\.tsx?$/);
      expect(existsSync(path.join(WEB_DIR, module)), `web/${module}`).toBe(true);

      const resolved = await (route.handle as PageHandle).load();
      const source = (await import(/* @vite-ignore */ path.join(WEB_DIR, module))) as { default: unknown };
      expect(resolved.default).toBe(source.default);
    },
  );
});
