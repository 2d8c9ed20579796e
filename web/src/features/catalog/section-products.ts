import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Products a home or category section shows: at most 10 per home section (spec), two rows on a laptop. */
export const SECTION_PRODUCTS = 10;

// One query per section rather than one for the page: reading 40 products from Apollo's cache
// is one unit of work React cannot split (~20-35 ms on a phone-like CPU while hydrating). With
// each section in its own Suspense boundary, sections hydrate in separate short tasks
// (bench/NOTES.md). The home page and the categories page ask with the same category
// slug for the four storefront categories, so they share cache entries.
export const SectionProductsQuery = graphql(`
  query SectionProducts($category: String!, $first: Int!) {
    products(category: $category, first: $first) {
      items {
        id
        ...ProductCard_product
      }
    }
  }
`);

/** The first products of one category (`category`: an id or a storefront slug). */
export function useSectionProducts(category: string) {
  return useQuery(SectionProductsQuery, { variables: { category, first: SECTION_PRODUCTS } });
}
