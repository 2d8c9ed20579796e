/*
 * Absolute links for what leaves the shop (emails, texts): a mail client cannot open
 * "/orders/5". The app sets the base once at start-up: PUBLIC_URL, else the address it
 * listens on (development).
 */

let base = 'http://localhost:3000';

export const shopLinks = {
  /** `https://shop.example` (no trailing slash); called by the app before it serves requests. */
  configure(origin: string): void {
    base = origin.replace(/\/+$/, '');
  },
  /** `/orders/5` → `https://shop.example/orders/5`. */
  to(path: string): string {
    return `${base}${path.startsWith('/') ? path : `/${path}`}`;
  },
  get base(): string {
    return base;
  },
};
