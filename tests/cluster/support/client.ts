import type { Balancer, Instance } from './processes.js';

export interface Reply<T = Record<string, unknown>> {
  /** 0 when no HTTP answer came (connection refused or cut). */
  status: number;
  body: T;
  text: string;
  headers: Headers;
  /** Which instance answered: HAProxy's X-Served-By (a, b), or the instance asked directly. */
  servedBy: string | null;
  ms: number;
  error?: string;
}

export interface SendOptions {
  /** 'front' (HAProxy, or the instances in turn without it), or an instance's index. */
  via?: 'front' | number;
  body?: unknown;
  token?: string;
  /**
   * The shopper's address, sent as X-Forwarded-For (the instances trust it, as behind a proxy):
   * each simulated shopper has a budget of its own. `null` sends none (the dev outbox refuses a
   * forwarded request).
   */
  ip?: string | null;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

// A block of addresses per test file and second, so that per-IP counters in a shared Redis
// (kept for a minute) never meet an earlier run's.
const block = `10.${(Math.floor(Date.now() / 1000) % 230) + 20}`;
let serial = 0;
/** A shopper address no other request of this run has used. */
export function freshIp(): string {
  serial += 1;
  return `${block}.${Math.floor(serial / 250) % 256}.${(serial % 250) + 1}`;
}

/** HTTP to the cluster: through the balancer, or to one instance. */
export class ClusterClient {
  private turn = 0;
  /** Set when HAProxy is missing and the suite spreads requests over the instances itself. */
  readonly direct: boolean;

  constructor(
    readonly instances: Instance[],
    readonly balancer: Balancer | undefined,
  ) {
    this.direct = !balancer;
  }

  /** The base URL for a request and who will answer it when known. */
  private target(via: SendOptions['via']): { base: string; name: string | null } {
    if (typeof via === 'number') return { base: this.instances[via].url, name: String.fromCharCode(97 + via) };
    if (this.balancer) return { base: this.balancer.url, name: null };
    const i = this.turn++ % this.instances.length;
    return { base: this.instances[i].url, name: String.fromCharCode(97 + i) };
  }

  async send<T = Record<string, unknown>>(method: string, path: string, options: SendOptions = {}): Promise<Reply<T>> {
    const { base, name } = this.target(options.via ?? 'front');
    const headers: Record<string, string> = { ...options.headers };
    const ip = options.ip === undefined ? freshIp() : options.ip;
    if (ip) headers['x-forwarded-for'] = ip;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const started = performance.now();
    try {
      const res = await fetch(`${base}${path}`, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
      const text = await res.text();
      let parsed: unknown = undefined;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: res.status, body: parsed as T, text, headers: res.headers, servedBy: res.headers.get('x-served-by') ?? name, ms: performance.now() - started };
    } catch (error) {
      return { status: 0, body: undefined as T, text: '', headers: new Headers(), servedBy: name, ms: performance.now() - started, error: String((error as Error).cause ?? error) };
    }
  }

  get<T = Record<string, unknown>>(path: string, options: SendOptions = {}) {
    return this.send<T>('GET', path, options);
  }

  post<T = Record<string, unknown>>(path: string, body: unknown, options: SendOptions = {}) {
    return this.send<T>('POST', path, { ...options, body });
  }

  /** GraphQL through the front (or an instance). */
  graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, options: SendOptions = {}) {
    return this.send<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>('POST', '/graphql', { ...options, body: { query, variables } });
  }
}
