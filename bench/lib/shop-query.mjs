// The shop grid's query with the card's fields, as the storefront asks for them: the reads
// benchmark's GraphQL target and its profile (run.mjs, profile-reads.mjs).
export const SHOP_QUERY = `query BenchShopProducts($first: Int!) {
  products(first: $first) {
    items { id name price discountPrice unitPrice unit image stockQuantity averageRating reviewCount category { id name } }
    totalCount
    hasMore
  }
}`;
