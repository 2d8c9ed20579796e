import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * What a page says about itself beyond its markup: its head tags and its HTTP status.
 *
 * Each route component calls `usePageHead` next to its query, so the head is declared where
 * the data is. On the server the values are collected during the render (the last call in
 * the tree wins: pages render after the layout) and written into the HTML; in the browser an
 * effect updates `document.head` on client-side navigation.
 */
export interface PageHead {
  /** The page's own title; the shop's name is appended unless it is already there. */
  title: string;
  description?: string;
  /** Path (and query, if it selects different content) of the canonical URL. */
  canonicalPath?: string;
  /** Absolute or root-relative URL of the Open Graph image. */
  image?: string;
  type?: 'website' | 'product' | 'article';
  /** schema.org structured data, rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** Ask search engines not to index (e.g. the 404 page). */
  noindex?: boolean;
}

export const SITE_NAME = 'FruitShop';
export const DEFAULT_DESCRIPTION =
  'FruitShop: farm-fresh fruits, accurately weighed and delivered fast, priced in rupees.';

/** Server-side collector; absent in the browser. */
export class PageMetaCollector {
  head: PageHead | null = null;
  constructor(public status = 200) {}
  recordHead(head: PageHead) {
    this.head = head;
  }
  recordStatus(status: number) {
    this.status = status;
  }
}

const PageMetaContext = createContext<PageMetaCollector | null>(null);

export function PageMetaProvider({ collector, children }: { collector: PageMetaCollector | null; children: ReactNode }) {
  return <PageMetaContext.Provider value={collector}>{children}</PageMetaContext.Provider>;
}

export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

export function usePageHead(head: PageHead): void {
  const collector = useContext(PageMetaContext);
  // Rendering on the server: record it (no effects run there).
  collector?.recordHead(head);
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(JSON.parse(key) as PageHead);
  }, [key]);
}

/** Declares the HTTP status of the page being rendered (404 for unknown pages and products). */
export function useHttpStatus(status: number): void {
  const collector = useContext(PageMetaContext);
  collector?.recordStatus(status);
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script> element: `<` is escaped so no text can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function absolute(origin: string, url: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return origin;
  }
}

/** Structured-data properties holding a URL: a root-relative one is made absolute (pages do not know the origin). */
const LINK_KEYS = new Set(['url', 'image', 'logo', '@id']);

function absoluteLinks(value: unknown, origin: string, isLink = false): unknown {
  if (typeof value === 'string') return isLink && value.startsWith('/') ? absolute(origin, value) : value;
  if (Array.isArray(value)) return value.map((item) => absoluteLinks(item, origin, isLink));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absoluteLinks(item, origin, LINK_KEYS.has(key))]));
  }
  return value;
}

/** The head tags as HTML, for the server. Every tag carries `data-page-head` so the browser can replace them. */
export function renderHeadTags(head: PageHead | null, origin: string, path: string): string {
  const h = head ?? { title: SITE_NAME };
  const title = fullTitle(h.title);
  const description = h.description ?? DEFAULT_DESCRIPTION;
  const canonical = absolute(origin, h.canonicalPath ?? path);
  const tags = [
    `<title data-page-head>${escapeAttr(title)}</title>`,
    `<meta data-page-head name="description" content="${escapeAttr(description)}">`,
    `<link data-page-head rel="canonical" href="${escapeAttr(canonical)}">`,
    `<meta data-page-head property="og:site_name" content="${SITE_NAME}">`,
    `<meta data-page-head property="og:title" content="${escapeAttr(title)}">`,
    `<meta data-page-head property="og:description" content="${escapeAttr(description)}">`,
    `<meta data-page-head property="og:type" content="${h.type ?? 'website'}">`,
    `<meta data-page-head property="og:url" content="${escapeAttr(canonical)}">`,
    `<meta data-page-head property="og:image" content="${escapeAttr(absolute(origin, h.image ?? '/icon-512.png'))}">`,
  ];
  if (h.noindex) tags.push('<meta data-page-head name="robots" content="noindex">');
  if (h.jsonLd) tags.push(`<script data-page-head type="application/ld+json">${scriptSafeJson(absoluteLinks(h.jsonLd, origin))}</script>`);
  return tags.join('');
}

/** Client-side navigation: replace the previous page's head tags with this page's. */
function applyHead(head: PageHead) {
  const { origin, pathname, search } = window.location;
  const template = document.createElement('template');
  template.innerHTML = renderHeadTags(head, origin, `${pathname}${search}`);
  const next = [...template.content.children];
  const previous = document.head.querySelectorAll('[data-page-head]');
  // Same tags as the server rendered (the first render after hydration): leave the DOM alone.
  if (previous.length === next.length && next.every((el, i) => el.isEqualNode(previous[i]))) return;
  previous.forEach((el) => el.remove());
  document.head.append(...next);
}
