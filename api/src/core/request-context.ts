import type { EntityManager } from '@mikro-orm/postgresql';
import type DataLoader from 'dataloader';
import { CacheDeps } from './cache-deps.js';

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
  readonly em: EntityManager;
  /**
   * The ORM's root EntityManager, for plain read-only SQL statements (`execute`) that use no
   * identity map: no fork is made for them (a catalogue read computed afresh).
   */
  readonly reads: EntityManager;
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
  /** What of the product table this request has shown, for the guest caches (core/cache-deps.ts). */
  readonly cacheDeps: CacheDeps;
}

/**
 * What an expensive operation (an Argon2 hash, an email or SMS: sign-in, code requests,
 * sign-ups, resets) counts against the per-IP API budget, in requests. REST routes declare it
 * as `cost`, GraphQL mutations as the field extension `requestCost`.
 */
export const EXPENSIVE_REQUEST_COST = 10;

/**
 * The fork is made on first use: a request answered without the database (a cached answer, a
 * refusal) or with plain reads only costs none. `em` is a getter on the prototype over an own,
 * enumerable holder: the shallow copies Apollo makes of the context (`Object.assign` onto an
 * object of the same prototype) share the holder, so they read the same fork as the original,
 * and making the copy does not make the fork (an own getter would be read, and fork, as it is
 * copied: 6 % of a fresh products query's CPU, bench/profile-reads.mjs).
 */
class Context implements RequestContext {
  viewer: Viewer = { kind: 'guest' };
  readonly loaders: Loaders;
  ip?: string;
  setCookies?: RequestContext['setCookies'];
  chargeRequests?: RequestContext['chargeRequests'];
  readonly cacheDeps = new CacheDeps();
  readonly orm: { root: EntityManager; fork?: EntityManager };

  constructor(rootEm: EntityManager) {
    const orm: Context['orm'] = { root: rootEm };
    this.orm = orm;
    this.loaders = new Loaders(() => (orm.fork ??= orm.root.fork()));
  }

  get em(): EntityManager {
    return (this.orm.fork ??= this.orm.root.fork());
  }

  get reads(): EntityManager {
    return this.orm.root;
  }
}

export function createRequestContext(rootEm: EntityManager): RequestContext {
  return new Context(rootEm);
}
