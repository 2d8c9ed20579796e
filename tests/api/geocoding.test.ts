import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../api/src/app.js';
import { ReverseGeocoder } from '../../api/src/modules/locations/reverse-geocoder.js';
import { startSecondApp } from '../utils/second-app.js';

// The maps service, as MSW answers it in this process; the apps under test run in this process too.
const GEOCODER = 'http://geocoder.test/reverse';
const USER_AGENT = 'FruitShopTest/1.0 (+https://shop.example)';

const PUNE = { lat: 18.52043, lon: 73.856744 };
const NOMINATIM_PUNE = {
  place_id: 1,
  lat: '18.5204',
  lon: '73.8567',
  display_name: 'Shivajinagar, Pune City, Pune, Maharashtra, 411005, India',
  address: { suburb: 'Shivajinagar', city: 'Pune', state_district: 'Pune', state: 'Maharashtra', postcode: '411005', country: 'India', country_code: 'in' },
};

const calls: URL[] = [];
const userAgents: (string | null)[] = [];
const mapsService = setupServer();

function answerWith(resolver: (url: URL) => Response | Promise<Response>) {
  mapsService.use(
    http.get(GEOCODER, ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      userAgents.push(request.headers.get('user-agent'));
      return resolver(url);
    }),
  );
}

beforeAll(() => mapsService.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  mapsService.resetHandlers();
  calls.length = 0;
  userAgents.length = 0;
});
afterAll(() => mapsService.close());

async function get<T>(app: App, path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${app.url}${path}`);
  return { status: res.status, body: (await res.json()) as T };
}

async function gqlOn<T>(app: App, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
}

const REVERSE = 'query($lat: Float!, $lon: Float!) { reverseGeocode(lat: $lat, lon: $lon) { lat lon city state country postalCode fullAddress source } }';

describe('reverse geocoding through the server', () => {
  let app: App;
  beforeAll(async () => {
    app = await startSecondApp({ GEOCODING_URL: GEOCODER, GEOCODING_USER_AGENT: USER_AGENT });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('maps a good answer to the spec location and asks the service the documented way', async () => {
    answerWith(() => HttpResponse.json(NOMINATIM_PUNE));
    const res = await get(app, `/api/geocoding/reverse?lat=${PUNE.lat}&lon=${PUNE.lon}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      lat: PUNE.lat,
      lon: PUNE.lon,
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      postalCode: '411005',
      fullAddress: 'Shivajinagar, Pune City, Pune, Maharashtra, 411005, India',
      source: 'geolocation-only',
    });
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0].searchParams)).toEqual({ lat: String(PUNE.lat), lon: String(PUNE.lon), format: 'jsonv2', addressdetails: '1' });
    expect(userAgents[0]).toBe(USER_AGENT);
  });

  it('answers again from its cache: nearby coordinates (same 4 decimals) cost no second request, over REST or GraphQL', async () => {
    answerWith(() => HttpResponse.json(NOMINATIM_PUNE));
    const first = await get<{ city: string }>(app, '/api/geocoding/reverse?lat=18.6001&lon=73.7001');
    const second = await get<{ lat: number; lon: number; city: string; source: string }>(app, '/api/geocoding/reverse?lat=18.600112&lon=73.700149');
    const viaGraphQL = await gqlOn<{ reverseGeocode: { city: string; lat: number; source: string } }>(app, REVERSE, { lat: 18.60009, lon: 73.70012 });
    expect(calls).toHaveLength(1);
    expect(first.body.city).toBe('Pune');
    // The address is shared; the coordinates are the ones asked about.
    expect(second.body).toMatchObject({ lat: 18.600112, lon: 73.700149, city: 'Pune', source: 'geolocation-only' });
    expect(viaGraphQL.data?.reverseGeocode).toMatchObject({ lat: 18.60009, city: 'Pune', source: 'geolocation-only' });
  });

  it('reads town or village, region and postal_code when the answer has no city, state or postcode', async () => {
    answerWith(() =>
      HttpResponse.json({ display_name: 'Lonavala, Maharashtra, India', address: { town: 'Lonavala', region: 'Konkan', postal_code: '410401', country: 'India' } }),
    );
    const res = await gqlOn<{ reverseGeocode: Record<string, unknown> }>(app, REVERSE, { lat: 18.75, lon: 73.4 });
    expect(res.data?.reverseGeocode).toEqual({
      lat: 18.75,
      lon: 73.4,
      city: 'Lonavala',
      state: 'Konkan',
      country: 'India',
      postalCode: '410401',
      fullAddress: 'Lonavala, Maharashtra, India',
      source: 'geolocation-only',
    });
  });

  it.each([
    ['lat=91&lon=73.8', 'lat must be a number between -90 and 90'],
    ['lat=abc&lon=73.8', 'lat must be a number between -90 and 90'],
    ['lat=18.5&lon=-180.5', 'lon must be a number between -180 and 180'],
    ['lat=18.5&lon=1e2', 'lon must be a number between -180 and 180'],
    ['lon=73.8', 'lat is required'],
    ['lat=18.5&lon=', 'lon is required'],
  ])('refuses %s with 400 and a clear message', async (query, message) => {
    answerWith(() => HttpResponse.json(NOMINATIM_PUNE));
    const res = await get(app, `/api/geocoding/reverse?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, code: 'BAD_USER_INPUT' });
    expect(calls).toHaveLength(0);
  });

  it('refuses out-of-range coordinates over GraphQL with BAD_USER_INPUT', async () => {
    const res = await gqlOn(app, REVERSE, { lat: -90.5, lon: 10 });
    expect(res.errors?.[0]).toMatchObject({ message: 'lat must be a number between -90 and 90', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('when the maps service cannot answer', () => {
  let app: App;
  beforeAll(async () => {
    app = await startSecondApp({ GEOCODING_URL: GEOCODER, GEOCODING_USER_AGENT: USER_AGENT });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('falls back to the coordinates at six decimals, country India', async () => {
    answerWith(() => HttpResponse.error());
    const res = await get(app, `/api/geocoding/reverse?lat=${PUNE.lat}&lon=${PUNE.lon}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      lat: 18.52043,
      lon: 73.856744,
      city: null,
      state: null,
      country: 'India',
      postalCode: null,
      fullAddress: '18.520430, 73.856744',
      source: 'coordinates-fallback',
    });
    expect(calls).toHaveLength(1);

    // While it is down, the next lookups answer at once without asking again.
    const gqlReply = await gqlOn<{ reverseGeocode: { fullAddress: string; source: string } }>(app, REVERSE, { lat: -12.5, lon: 0.1234567 });
    expect(gqlReply.data?.reverseGeocode).toMatchObject({ fullAddress: '-12.500000, 0.123457', source: 'coordinates-fallback' });
    expect(calls).toHaveLength(1);
  });
});

describe('ReverseGeocoder', () => {
  const warnings: string[] = [];
  const make = (options: Partial<ConstructorParameters<typeof ReverseGeocoder>[0]> = {}) =>
    new ReverseGeocoder({ url: GEOCODER, userAgent: USER_AGENT, log: { warn: (_details, message) => void warnings.push(message) }, minIntervalMs: 0, ...options });

  it.each([
    ['a server error', () => new HttpResponse('oops', { status: 502 })],
    ['a body that is not JSON', () => new HttpResponse('<html>busy</html>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['JSON without an address', () => HttpResponse.json({ licence: 'ODbL' })],
    ['a 403 (blocked User-Agent)', () => new HttpResponse('blocked', { status: 403 })],
  ])('falls back on %s', async (_what, answer) => {
    answerWith(answer);
    const at = await make().reverse(10, 20);
    expect(at).toMatchObject({ source: 'coordinates-fallback', fullAddress: '10.000000, 20.000000', country: 'India' });
    expect(warnings.at(-1)).toMatch(/lookup failed/);
  });

  it('falls back after its timeout', async () => {
    answerWith(async () => {
      await delay(500);
      return HttpResponse.json(NOMINATIM_PUNE);
    });
    const started = Date.now();
    const at = await make({ timeoutMs: 100 }).reverse(10, 20);
    expect(at.source).toBe('coordinates-fallback');
    expect(Date.now() - started).toBeLessThan(450);
  });

  it('caches "no address here" (the open sea) as the coordinates', async () => {
    answerWith(() => HttpResponse.json({ error: 'Unable to geocode' }));
    const geocoder = make();
    expect(await geocoder.reverse(0, -30)).toMatchObject({ source: 'coordinates-fallback', fullAddress: '0.000000, -30.000000' });
    expect(await geocoder.reverse(0.00001, -30)).toMatchObject({ source: 'coordinates-fallback', fullAddress: '0.000010, -30.000000' });
    expect(calls).toHaveLength(1);
  });

  it('shares one request between concurrent lookups of the same place', async () => {
    answerWith(async () => {
      await delay(50);
      return HttpResponse.json(NOMINATIM_PUNE);
    });
    const geocoder = make();
    const answers = await Promise.all([geocoder.reverse(18.5, 73.8), geocoder.reverse(18.5, 73.8), geocoder.reverse(18.50001, 73.8)]);
    expect(answers.map((a) => a.city)).toEqual(['Pune', 'Pune', 'Pune']);
    expect(calls).toHaveLength(1);
  });

  it('keeps to one request per interval, and answers from coordinates rather than queue too long', async () => {
    const times: number[] = [];
    answerWith(() => {
      times.push(Date.now());
      return HttpResponse.json(NOMINATIM_PUNE);
    });
    const geocoder = make({ minIntervalMs: 300, maxQueueMs: 400 });
    const answers = await Promise.all([geocoder.reverse(1, 1), geocoder.reverse(2, 2), geocoder.reverse(3, 3), geocoder.reverse(4, 4)]);
    // Turns at 0, 300 and 600 ms: the third would wait 600 ms > 400, and so would the fourth.
    expect(answers.map((a) => a.source)).toEqual(['geolocation-only', 'geolocation-only', 'coordinates-fallback', 'coordinates-fallback']);
    expect(times).toHaveLength(2);
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(280);
    expect(warnings.at(-1)).toMatch(/too many lookups queued/);
  });

  it('expires cached answers after their time to live', async () => {
    answerWith(() => HttpResponse.json(NOMINATIM_PUNE));
    const geocoder = make({ cacheTtlMs: 50 });
    await geocoder.reverse(5, 5);
    await geocoder.reverse(5, 5);
    expect(calls).toHaveLength(1);
    await delay(80);
    await geocoder.reverse(5, 5);
    expect(calls).toHaveLength(2);
  });
});
