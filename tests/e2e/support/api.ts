import { expect } from 'vitest';
import { appUrl } from './browser';

export interface CallOptions {
  /** A customer's or an admin's bearer token; none is a guest. */
  token?: string;
  /** Another app than the suite's (e.g. a test's own empty shop). */
  baseUrl?: string;
}

/** JSON over HTTP as a page of the app's origin would send it: the status and the parsed body, whatever they are. */
export async function http<T>(method: string, path: string, body?: unknown, { token, baseUrl = appUrl() }: CallOptions = {}): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { origin: baseUrl, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Like http(), failing the test unless the answer is a success; returns the body. */
export async function rest<T>(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  const reply = await http<T>(method, path, body, options);
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBeLessThan(300);
  return reply.body;
}

/** A GraphQL operation (as `options.token`, else a guest); fails the test on any GraphQL error. */
export async function graphql<T>(query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}): Promise<T> {
  const { status, body } = await http<{ data?: T; errors?: unknown[] }>('POST', '/graphql', { query, variables }, options);
  expect(body.errors, `GraphQL errors: ${JSON.stringify(body.errors)}`).toBeUndefined();
  expect(status).toBe(200);
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

/** graphql() as the holder of `token` (a customer or an admin). */
export const graphqlAs = <T>(token: string | undefined, query: string, variables: Record<string, unknown> = {}, options: CallOptions = {}): Promise<T> =>
  graphql<T>(query, variables, { ...options, token });
