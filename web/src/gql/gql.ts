/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query HomeProducts {\n    seasonal: products(category: \"seasonal\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    topDeals: products(category: \"top-deals\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    freshChunks: products(category: \"fresh-chunks\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    dryFruits: products(category: \"dry-fruits\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.HomeProductsDocument,
    "\n  query ShopProducts($category: String, $search: String, $first: Int!, $offset: Int!) {\n    products(category: $category, search: $search, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ShopProductsDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    image\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
};
const documents: Documents = {
    "\n  query HomeProducts {\n    seasonal: products(category: \"seasonal\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    topDeals: products(category: \"top-deals\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    freshChunks: products(category: \"fresh-chunks\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    dryFruits: products(category: \"dry-fruits\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.HomeProductsDocument,
    "\n  query ShopProducts($category: String, $search: String, $first: Int!, $offset: Int!) {\n    products(category: $category, search: $search, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ShopProductsDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    image\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n  }\n": types.ProductCard_ProductFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProducts {\n    seasonal: products(category: \"seasonal\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    topDeals: products(category: \"top-deals\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    freshChunks: products(category: \"fresh-chunks\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    dryFruits: products(category: \"dry-fruits\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeProducts {\n    seasonal: products(category: \"seasonal\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    topDeals: products(category: \"top-deals\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    freshChunks: products(category: \"fresh-chunks\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    dryFruits: products(category: \"dry-fruits\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProducts($category: String, $search: String, $first: Int!, $offset: Int!) {\n    products(category: $category, search: $search, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopProducts($category: String, $search: String, $first: Int!, $offset: Int!) {\n    products(category: $category, search: $search, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    name\n    image\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    name\n    image\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;