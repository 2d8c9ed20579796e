import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { coordinatesText } from './coordinates.js';
import type { AddressParts, LocationView } from './location.types.js';

export interface ReverseGeocoderOptions {
  /** A Nominatim-compatible /reverse endpoint. */
  url: string;
  userAgent: string;
  log: { warn(details: Record<string, unknown>, message: string): void };
  timeoutMs?: number;
  /** At most one request per this many ms (Nominatim's public policy: one per second). */
  minIntervalMs?: number;
  /** A lookup that would queue longer than this for its turn answers with the coordinates instead. */
  maxQueueMs?: number;
  cacheSize?: number;
  /** How long an answer is kept (a positive whole number of ms; default a day). */
  cacheTtlMs?: number;
  /** After the service could not be reached, answer from coordinates for this long before trying again. */
  coolDownMs?: number;
  fetch?: typeof fetch;
}

/** The service could not be reached or is overloaded: worth a pause before the next try. */
class Unreachable extends Error {}

/**
 * Reverse geocoding through the server: the browser never calls the maps service itself.
 * Answers are cached per coordinates rounded to 4 decimals (about 11 m); requests keep to the
 * service's rate limit; and when it cannot answer, the location is the coordinates themselves
 * (country India, source coordinates-fallback), so the address form can always go on.
 */
export class ReverseGeocoder {
  /** Boxed: lru-cache stores no null, and null ("no address here") is an answer worth keeping. */
  private readonly cache: LRUCache<string, { parts: AddressParts | null }>;
  private readonly inFlight = new Map<string, Promise<AddressParts | null>>();
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;
  private readonly minIntervalMs: number;
  private readonly maxQueueMs: number;
  private readonly coolDownMs: number;
  private readonly host: string;
  private nextSlot = 0;
  private unavailableUntil = 0;

  constructor(private readonly options: ReverseGeocoderOptions) {
    this.cache = new LRUCache({ max: options.cacheSize ?? 5000, ttl: options.cacheTtlMs ?? 24 * 60 * 60 * 1000 });
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 4000;
    this.minIntervalMs = options.minIntervalMs ?? 1000;
    this.maxQueueMs = options.maxQueueMs ?? 2000;
    this.coolDownMs = options.coolDownMs ?? 30_000;
    this.host = new URL(options.url).host;
  }

  /** Coordinates must already be validated (coordinates.ts). */
  async reverse(lat: number, lon: number): Promise<LocationView> {
    const key = `${lat.toFixed(4)},${lon.toFixed(4)}`;
    const cached = this.cache.get(key);
    if (cached) return located(lat, lon, cached.parts);
    // Concurrent lookups of the same place share one request.
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.lookUp(lat, lon, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return located(lat, lon, await pending);
  }

  private async lookUp(lat: number, lon: number, key: string): Promise<AddressParts | null> {
    const { log } = this.options;
    if (Date.now() < this.unavailableUntil) return null;
    const wait = this.reserveSlot();
    if (wait === undefined) {
      log.warn({ service: this.host }, 'geocoding: too many lookups queued for the rate limit, answering with coordinates');
      return null;
    }
    if (wait > 0) await sleep(wait);
    try {
      const parts = await this.request(lat, lon);
      this.cache.set(key, { parts });
      return parts;
    } catch (error) {
      if (error instanceof Unreachable) this.unavailableUntil = Date.now() + this.coolDownMs;
      // Never the coordinates: a visitor's position does not belong in the logs.
      log.warn({ service: this.host, error: (error as Error).message }, 'geocoding: lookup failed, answering with coordinates');
      return null;
    }
  }

  /** The wait before this request's turn, or undefined when that would be too long. */
  private reserveSlot(): number | undefined {
    const now = Date.now();
    const at = Math.max(now, this.nextSlot);
    if (at - now > this.maxQueueMs) return undefined;
    this.nextSlot = at + this.minIntervalMs;
    return at - now;
  }

  private async request(lat: number, lon: number): Promise<AddressParts | null> {
    const url = new URL(this.options.url);
    url.searchParams.set('lat', String(lat));
    url.searchParams.set('lon', String(lon));
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('addressdetails', '1');
    let res: Response;
    let body: unknown;
    try {
      res = await this.fetch(url, {
        headers: { 'user-agent': this.options.userAgent, accept: 'application/json', 'accept-language': 'en' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (res.status === 429 || res.status >= 500) throw new Unreachable(`the service answered HTTP ${res.status}`);
      if (!res.ok) throw new Error(`the service answered HTTP ${res.status}`);
      body = await res.json().catch((error: Error) => {
        throw error.name === 'TimeoutError' || error.name === 'AbortError' ? error : new Error('the answer is not JSON');
      });
    } catch (error) {
      if (error instanceof Error && !(error instanceof Unreachable) && (error.name === 'TimeoutError' || error.name === 'AbortError' || error.name === 'TypeError')) {
        // fetch's network failures are TypeErrors; timeouts abort.
        throw new Unreachable(`the service could not be reached (${error.name}: ${error.message})`);
      }
      throw error;
    }
    return readAnswer(body);
  }
}

/**
 * A Nominatim jsonv2 answer as address parts; null when the service says it has no address
 * there (`{"error": "Unable to geocode"}`, the open sea). Throws on anything else unexpected.
 */
export function readAnswer(body: unknown): AddressParts | null {
  if (!isRecord(body)) throw new Error('the answer is not an object');
  if ('error' in body) return null;
  const address = isRecord(body.address) ? body.address : {};
  const city = text(address.city) ?? text(address.town) ?? text(address.village);
  const state = text(address.state) ?? text(address.region);
  const country = text(address.country);
  const postalCode = text(address.postcode) ?? text(address.postal_code);
  const fullAddress = text(body.display_name) ?? ([city, state, postalCode, country].filter(Boolean).join(', ') || null);
  if (!fullAddress) throw new Error('the answer has no address');
  return { city, state, country: country ?? 'India', postalCode, fullAddress };
}

function located(lat: number, lon: number, parts: AddressParts | null): LocationView {
  if (parts) return { lat, lon, ...parts, source: 'geolocation-only' };
  return { lat, lon, city: null, state: null, country: 'India', postalCode: null, fullAddress: coordinatesText(lat, lon), source: 'coordinates-fallback' };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
