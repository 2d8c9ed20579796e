// The four storefront categories have stable slugs (decisions: catalogue); the api
// accepts a slug or an id wherever a category is expected.
export const CATEGORY_SLUGS = {
  seasonal: "Season's Special",
  'top-deals': 'Top Deals',
  'fresh-chunks': 'Fresh Chunks',
  'dry-fruits': 'Premium Dry Fruits',
} as const;

export type CategorySlug = keyof typeof CATEGORY_SLUGS;

export function categorySlugLabel(value: string): string | null {
  return value in CATEGORY_SLUGS ? CATEGORY_SLUGS[value as CategorySlug] : null;
}

export function shopCategoryHref(category: string): string {
  return `/shop?category=${encodeURIComponent(category)}`;
}
