import type { ProductSort } from '../../gql/graphql';

/**
 * The shop's sort choices, in the order the select lists them. `param` is the URL's `?sort=`
 * value (absent means featured, so the plain /shop URL stays the canonical one).
 */
export const SORT_OPTIONS = [
  { param: 'featured', label: 'Featured', sort: 'FEATURED' },
  { param: 'price-asc', label: 'Price: Low to High', sort: 'PRICE_ASC' },
  { param: 'price-desc', label: 'Price: High to Low', sort: 'PRICE_DESC' },
  { param: 'newest', label: 'Newest', sort: 'NEWEST' },
  { param: 'rating', label: 'Top Rated', sort: 'RATING' },
  { param: 'discount', label: 'Biggest Discount', sort: 'DISCOUNT' },
] as const satisfies readonly { param: string; label: string; sort: ProductSort }[];

export type SortParam = (typeof SORT_OPTIONS)[number]['param'];

export const DEFAULT_SORT_PARAM: SortParam = 'featured';

/** The URL's value as a known choice; anything else (missing, misspelt) is featured. */
export function parseSortParam(value: string | null): SortParam {
  return SORT_OPTIONS.find((option) => option.param === value)?.param ?? DEFAULT_SORT_PARAM;
}

export function productSortFor(param: SortParam): ProductSort {
  return SORT_OPTIONS.find((option) => option.param === param)!.sort;
}
