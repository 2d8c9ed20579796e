import { expect } from 'vitest';
import { appUrl } from './browser';

/** POSTs a GraphQL operation to the app under test; fails the test on any GraphQL error. */
export async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${appUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, `GraphQL errors: ${JSON.stringify(body.errors)}`).toBeUndefined();
  expect(res.status).toBe(200);
  return body.data as T;
}

export interface ProductsArgs {
  category?: string;
  search?: string;
  first?: number;
}

/** Product names as the API orders them: what the storefront's grids must show. */
export async function productNames(args: ProductsArgs = {}): Promise<string[]> {
  const data = await graphql<{ products: { items: { name: string }[] } }>(
    `query E2eProducts($category: String, $search: String, $first: Int) {
       products(category: $category, search: $search, first: $first) { items { name } }
     }`,
    { first: 24, ...args },
  );
  return data.products.items.map((p) => p.name);
}
