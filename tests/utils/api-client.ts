import { inject } from 'vitest';

export const apiUrl = () => inject('apiUrl');

export interface GraphQLReply<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; stacktrace?: unknown } }[];
}

/** POSTs a GraphQL operation to the running test server. */
export async function gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLReply<T>> {
  const res = await fetch(`${apiUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...((await res.json()) as object) };
}

export async function getJson<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${apiUrl()}${path}`, init);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

export const codeOf = (reply: GraphQLReply<unknown>) => reply.errors?.[0]?.extensions?.code;

/** A JSON request to the running test server, with an optional bearer token. */
export async function sendJson<T = unknown>(method: string, path: string, body?: unknown, token?: string) {
  return getJson<T>(path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
