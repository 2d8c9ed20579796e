// What the product page derives from a product: plain functions, so tests can check each one.
import { formatIndiaDate } from '@fruit-shop/common/dates';
import { PRODUCT_IMAGE_PLACEHOLDER } from '../../components/product-image';

/** The largest id the api accepts (a PostgreSQL integer); anything else is not a product. */
const MAX_ID = 2147483647;

/** The product id in a URL, or null when it cannot name a product (the page answers 404). */
export function parseProductId(raw: string | undefined): string | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= MAX_ID ? String(n) : null;
}

/** At or below this many in stock the badge warns that the item is running out (spec §4). */
export const LOW_STOCK_THRESHOLD = 10;

export type StockTone = 'in' | 'low' | 'out';

/** Spec §4: above 10 green, 1–10 yellow, 0 red. */
export function stockStatus(stockQuantity: number): { tone: StockTone; label: string } {
  if (stockQuantity <= 0) return { tone: 'out', label: 'Out of Stock' };
  if (stockQuantity <= LOW_STOCK_THRESHOLD) return { tone: 'low', label: `Only ${stockQuantity} left` };
  return { tone: 'in', label: 'In Stock' };
}

/** Spec §9: with no explicit order limit a shopper can pick up to 99 of an item. */
export const DEFAULT_ORDER_LIMIT = 99;

/** The most a shopper may pick: stock and the product's order limit (decisions: stock and orders). */
export function maxOrderQuantity(stockQuantity: number, maxOrderLimit: number | null | undefined): number {
  return Math.max(1, Math.min(stockQuantity, maxOrderLimit ?? DEFAULT_ORDER_LIMIT));
}

/** The main image first, then the gallery, each once; the placeholder when there is none. */
export function galleryImages(image: string | null | undefined, gallery: readonly string[]): string[] {
  const urls = [image, ...gallery].filter((url): url is string => !!url && url.trim() !== '');
  const unique = [...new Set(urls)];
  return unique.length ? unique : [PRODUCT_IMAGE_PLACEHOLDER];
}

/** A rating as shoppers read it: one decimal (4.5, 3.0). */
export const formatRating = (rating: number) => rating.toFixed(1);

/** An amount in rupees as schema.org wants a price: a decimal string, two places, no symbol. */
export function decimalPrice(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** '12 Mar 2025', the day in India: the same text on the server and in every browser (common/dates). */
export function formatReviewDate(iso: string): string {
  return formatIndiaDate(iso);
}

const DESCRIPTION_LIMIT = 160;

/** The meta description: the product's own text, cut at a word near 160 characters. */
export function metaDescription(name: string, description: string | null | undefined, priceText: string): string {
  const text = description?.replace(/\s+/g, ' ').trim();
  if (!text) return `Buy ${name} online at FruitShop: ${priceText}, farm fresh and delivered fast.`;
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, DESCRIPTION_LIMIT - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export interface JsonLdProduct {
  id: string;
  name: string;
  description?: string | null;
  images: readonly string[];
  unitPrice: number;
  stockQuantity: number;
  averageRating: number | null;
  reviewCount: number;
  category?: string | null;
}

/**
 * schema.org `Product` for search engines. URLs are root-relative here; the head renderer
 * makes them absolute against the request's origin. The rating is only claimed when there
 * are reviews (decisions: "Honest storefront").
 */
export function productJsonLd(product: JsonLdProduct): Record<string, unknown> {
  const path = `/product/${product.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: [...product.images],
    ...(product.description ? { description: product.description } : {}),
    sku: product.id,
    productID: product.id,
    ...(product.category ? { category: product.category } : {}),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: decimalPrice(product.unitPrice),
      availability: product.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: path,
    },
    ...(product.reviewCount > 0 && product.averageRating != null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: formatRating(product.averageRating),
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
}
