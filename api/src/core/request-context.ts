import type { EntityManager } from '@mikro-orm/postgresql';
import type DataLoader from 'dataloader';

/** Who is asking: resolved from the bearer token (customers) or the admin session. */
export type Viewer =
  | { kind: 'guest' }
  | { kind: 'customer'; userId: number; sessionId: number }
  | { kind: 'admin'; adminId: number; sessionId?: number; viaCookie?: boolean };

/** Per-request DataLoaders, created on first use and keyed by their factory. */
export class Loaders {
  private readonly made = new Map<unknown, DataLoader<unknown, unknown>>();
  private readonly em: () => EntityManager;
  /** `em`: the request's EntityManager, or a function giving it (made on first use). */
  constructor(em: EntityManager | (() => EntityManager)) {
    this.em = typeof em === 'function' ? em : () => em;
  }

  get<K, V>(factory: (em: EntityManager) => DataLoader<K, V>): DataLoader<K, V> {
    let loader = this.made.get(factory);
    if (!loader) {
      loader = factory(this.em()) as DataLoader<unknown, unknown>;
      this.made.set(factory, loader);
    }
    return loader as DataLoader<K, V>;
  }
}

/** One per request, shared by GraphQL resolvers and REST routes. */
export interface RequestContext {
  /** A fork of the ORM's EntityManager: its identity map lives and dies with the request. */
  em: EntityManager;
  viewer: Viewer;
  loaders: Loaders;
  /** The client's address, for per-IP limits on admin sign-in (set by the HTTP server). */
  ip?: string;
  /**
   * Cookies for the reply (the admin session), from REST and GraphQL alike; the server writes
   * them HttpOnly, SameSite=Strict and, in production, Secure. Max-age 0 clears one.
   */
  setCookies?: { name: string; value: string; maxAgeSeconds: number }[];
  /**
   * Counts `points` more requests against this client's per-IP API budget (set by the HTTP
   * server when the limit is on); throws RATE_LIMITED once it is spent.
   */
  chargeRequests?: (points: number) => Promise<void>;
}

/**
 * What an expensive operation (an Argon2 hash, an email or SMS: sign-in, code requests,
 * sign-ups, resets) counts against the per-IP API budget, in requests. REST routes declare it
 * as `cost`, GraphQL mutations as the field extension `requestCost`.
 */
export const EXPENSIVE_REQUEST_COST = 10;

/**
 * The fork is made on first use: a request answered without the database (a cached answer, a
 * refusal) costs none. `em` is an own, enumerable getter over shared state, so the shallow
 * copies Apollo makes of the context read the same fork as the original.
 */
export function createRequestContext(rootEm: EntityManager): RequestContext {
  let forked: EntityManager | undefined;
  const em = () => (forked ??= rootEm.fork());
  return {
    get em() {
      return em();
    },
    viewer: { kind: 'guest' },
    loaders: new Loaders(em),
  };
}
