/*
 * The shape every fuzz case shares. A case holds a draft request (valid values) and the
 * hostile mutations laid over it; `build` makes the request with any subset of them, so a
 * failure with two bad values can be replayed with each alone to say which one it was.
 */

export type Role = 'guest' | 'customer' | 'admin';
export const ROLES: readonly Role[] = ['guest', 'customer', 'admin'];

export interface Mutation {
  /** What kind of hostile value, e.g. `nul-byte`, `num 1e10`, `date 0000-01-01`. */
  kind: string;
  /** Where it went, e.g. `body.price`, `param :id`, `query limit`, `$input.price`. */
  where: string;
  path: readonly (string | number)[];
  value: unknown;
}

/** A request without credentials (the runner adds the role's). */
export interface RequestSpec {
  method: string;
  /** Path and query string, already encoded. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface FuzzCase {
  /** `POST /api/products/:productId` or `graphql Mutation.createProduct`. */
  target: string;
  role: Role;
  mutations: Mutation[];
  build(applied: readonly Mutation[]): RequestSpec;
  /** For protocol-level cases (multipart, operation types): the kind, fixed. */
  kind?: string;
  /** Logging out and the like: run alone, then sign the role in again. */
  endsSession?: boolean;
  /** A probe: valid values, to learn which roles get past the guard. */
  probe?: boolean;
  /** Paths of optional valid values (body fields, query parameters, arguments) a repro may leave out. */
  removable?: () => (string | number)[][];
}

export const caseKind = (c: FuzzCase, applied: readonly Mutation[] = c.mutations) =>
  c.kind ?? (applied.length ? applied.map((m) => m.kind).join(' + ') : 'valid values');

/** A deep copy of JSON-like data (undefined stays undefined). */
export function clone<T>(value: T): T {
  return value === undefined ? value : (structuredClone(value) as T);
}

/** Sets `path` in `root` (creating objects on the way); `path` [] is not allowed. */
export function setAt(root: Record<string, unknown>, path: readonly (string | number)[], value: unknown): void {
  let node: Record<string | number, unknown> = root;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i];
    const next = node[key];
    if (next === null || typeof next !== 'object') node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/** Leaf paths of plain JSON data (objects and arrays walked; at most `max`). */
export function leafPaths(value: unknown, prefix: (string | number)[] = [], max = 40, out: (string | number)[][] = []): (string | number)[][] {
  if (out.length >= max) return out;
  if (Array.isArray(value)) value.slice(0, 2).forEach((v, i) => leafPaths(v, [...prefix, i], max, out));
  else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => leafPaths(v, [...prefix, k], max, out));
  else if (prefix.length) out.push(prefix);
  return out;
}
