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
  constructor(private readonly em: EntityManager) {}

  get<K, V>(factory: (em: EntityManager) => DataLoader<K, V>): DataLoader<K, V> {
    let loader = this.made.get(factory);
    if (!loader) {
      loader = factory(this.em) as DataLoader<unknown, unknown>;
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

export function createRequestContext(rootEm: EntityManager): RequestContext {
  const em = rootEm.fork();
  return { em, viewer: { kind: 'guest' }, loaders: new Loaders(em) };
}
