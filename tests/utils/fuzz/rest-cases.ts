import { capturedEvent, signWebhook } from '../payments.js';
import { clone, leafPaths, setAt, type FuzzCase, type Mutation, type RequestSpec, type Role } from './cases.js';
import type { Rng } from './random.js';
import type { RestTarget } from './rest-targets.js';
import { BODY_HOSTILES, classify, CRITICAL, hostileFor, STRING_HOSTILES, validFor, type Fixtures, type Hostile } from './values.js';

/*
 * REST requests: path parameters, query strings and JSON bodies with the field names the
 * handlers read, valid values for most and hostile ones for one or two; multipart forms
 * (no boundary, a bogus one, broken parts) on the upload routes; signed webhook bodies.
 */

/** A value written into the URL exactly as given (already percent-encoded, possibly wrongly). */
interface Raw {
  raw: string;
}
const raw = (text: string): Raw => ({ raw: text });
const isRaw = (v: unknown): v is Raw => !!v && typeof v === 'object' && typeof (v as Raw).raw === 'string';

interface Draft {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Webhook only: sign the exact body with the webhook secret. */
  sign?: boolean;
}

const PATH_HOSTILES: readonly Hostile[] = [
  { kind: 'nul-byte (path)', value: 'x\u0000y' },
  { kind: 'path 0', value: '0' },
  { kind: 'path -1', value: '-1' },
  { kind: 'path 1.5', value: '1.5' },
  { kind: 'path 2^31', value: '2147483648' },
  { kind: 'path 11 digits', value: '99999999999' },
  { kind: 'path 2^53+1', value: '9007199254740993' },
  { kind: 'path abc', value: 'abc' },
  { kind: 'path len-1000', value: '1'.repeat(1000) },
  { kind: 'path len-5000 text', value: 'a'.repeat(5000) },
  { kind: 'path script-tag', value: '<script>alert(1)</script>' },
  { kind: 'path unicode', value: '🍎\u202e' },
  { kind: 'path padded', value: ' 1' },
  { kind: 'path traversal (encoded slashes)', value: '../../etc/passwd' },
  { kind: 'path bad percent-encoding', value: raw('%zz') },
  { kind: 'path truncated utf-8', value: raw('%E0%A4%A') },
  { kind: 'path overlong utf-8', value: raw('%C0%AE') },
];

const QUERY_HOSTILES: readonly Hostile[] = [
  { kind: 'nul-byte (query)', value: 'x\u0000y' },
  { kind: 'nul-byte (query %00)', value: raw('%00') },
  { kind: 'query 99999999999', value: '99999999999' },
  { kind: 'query 2^31', value: '2147483648' },
  { kind: 'query -1', value: '-1' },
  { kind: 'query 1.5', value: '1.5' },
  { kind: 'query 1e10', value: '1e10' },
  { kind: 'query 20 digits', value: '99999999999999999999' },
  { kind: 'query NaN', value: 'NaN' },
  { kind: 'query len-1000', value: 'a'.repeat(1000) },
  { kind: 'query len-6000', value: 'a'.repeat(6000) },
  { kind: 'query script-tag', value: '<script>alert(1)</script>' },
  { kind: 'query bogus value', value: 'bogus' },
  { kind: 'query date 0000-01-01', value: '0000-01-01' },
  { kind: 'query repeated key (array)', value: ['1', '2'] },
  { kind: 'query bad percent-encoding', value: raw('%zz') },
  { kind: 'query like wildcards', value: '%_%\\' },
];

function encode(value: unknown): string {
  if (isRaw(value)) return value.raw;
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

/** An id that exists for this path parameter, so hostile bodies reach the database. */
function validParam(url: string, param: string, fx: Fixtures, rng: Rng): string {
  const pick = (ids: number[]) => String(ids.length ? rng.pick(ids) : rng.int(1, 3));
  const at = (pattern: RegExp) => pattern.test(url);
  if (param === 'userId' || at(/\/users\/:id|user\/:id|user-orders\/:id/)) return String(fx.customerId);
  if (param === 'productId') return pick(fx.productIds);
  if (param === 'planId') return pick(fx.planIds);
  if (param === 'reviewId') return String(rng.int(1, 3));
  if (at(/\/order-items\/:id/)) return pick(fx.orderItemIds);
  if (at(/\/orders\/:id|order-items\/order\/:id/)) return pick(fx.orderIds);
  if (at(/\/addresses\/:id/)) return pick(fx.addressIds);
  if (at(/\/subscription-user\/:id|billing-records\/subscription\/:id/)) return pick(fx.subscriptionIds);
  if (at(/\/billing-records\/:id/)) return pick(fx.billingRecordIds);
  if (at(/\/blog-comments\/:id/)) return pick(fx.commentIds);
  if (at(/\/blogs\/:id/)) return pick(fx.blogIds);
  if (at(/\/coupons\/:id/)) return pick(fx.couponIds);
  if (at(/\/fruits-category\/:id/)) return pick(fx.categoryIds);
  return String(rng.int(1, 3));
}

const hasBody = (t: RestTarget) => t.method !== 'GET';
const label = (t: RestTarget) => `${t.method} /api${t.url}`;

function applyAll(base: Draft, applied: readonly Mutation[]): Draft {
  const draft = clone(base);
  for (const m of applied) {
    if (m.path.length === 1 && m.path[0] === 'body') draft.body = m.value;
    else setAt(draft as unknown as Record<string, unknown>, m.path, m.value);
  }
  return draft;
}

function buildRest(t: RestTarget, base: Draft, applied: readonly Mutation[]): RequestSpec {
  const draft = applyAll(base, applied);
  const pathname = `/api${t.url.replace(/:(\w+)/g, (_, p: string) => encode(draft.params[p]))}`;
  const query = Object.entries(draft.query).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}=${encode(x)}`) : [`${k}=${encode(v)}`]));
  const spec: RequestSpec = { method: t.method, path: query.length ? `${pathname}?${query.join('&')}` : pathname, headers: {} };
  if (!hasBody(t) || draft.body === undefined) return spec;
  spec.body = JSON.stringify(draft.body);
  spec.headers['content-type'] = 'application/json';
  if (t.rawBody && draft.sign) spec.headers['x-razorpay-signature'] = signWebhook(spec.body);
  if (t.rawBody) spec.headers['x-razorpay-event-id'] = `evt_fuzz_${spec.body.length}_${applied.length}`;
  return spec;
}

/** Valid values for every input of `t` (most body fields, some query parameters). */
function restDraft(t: RestTarget, rng: Rng, fx: Fixtures): Draft {
  const draft: Draft = { params: {}, query: {}, body: undefined };
  for (const p of t.params) draft.params[p] = validParam(t.url, p, fx, rng);
  if (!hasBody(t) || t.method === 'DELETE') {
    for (const k of rng.some(t.queryKeys.filter((k) => !['q', 'page'].includes(k) || rng.chance(0.3)), rng.int(0, 2))) {
      const v = validFor(k, classify(k), fx, rng, t.url);
      draft.query[k] = typeof v === 'string' ? v : String(v);
    }
  }
  if (hasBody(t)) {
    if (t.rawBody) {
      const order = fx.providerOrderIds.length ? rng.pick(fx.providerOrderIds) : 'order_fuzz';
      draft.body = JSON.parse(capturedEvent(order, `pay_fuzz${rng.int(1, 1e6)}`, 10_000));
      draft.sign = rng.chance(0.75);
    } else if (t.bodyKeys.length) {
      const body: Record<string, unknown> = {};
      for (const k of t.bodyKeys) if (rng.chance(0.9)) body[k] = validFor(k, classify(k), fx, rng, t.url);
      if (!Object.keys(body).length) {
        const k = rng.pick(t.bodyKeys);
        body[k] = validFor(k, classify(k), fx, rng, t.url);
      }
      draft.body = body;
    } else if (t.method !== 'DELETE' || rng.chance(0.3)) draft.body = {};
  }
  return draft;
}

/** One REST request for `t` as `role`: valid values, and (unless a probe) one or two hostile ones. */
export function restCase(t: RestTarget, role: Role, rng: Rng, fx: Fixtures, probe: boolean): FuzzCase {
  const draft = restDraft(t, rng, fx);
  const mutations: Mutation[] = [];
  if (!probe) {
    const count = rng.chance(0.3) ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const m = mutationFor(t, draft, rng);
      if (m && !mutations.some((x) => x.where === m.where)) mutations.push(m);
    }
  }
  return restRequest(t, role, draft, mutations, probe);
}

/**
 * The sweep: every body field, path parameter and route-specific query parameter of `t` once,
 * with one of the values most likely to break its kind of field (CRITICAL), the rest valid.
 */
export function restSweep(t: RestTarget, rng: Rng, fx: Fixtures, roleOf: (r: Rng) => Role): FuzzCase[] {
  const slots: { where: string; path: (string | number)[]; name: string }[] = [
    ...t.params.map((p) => ({ where: `param :${p}`, path: ['params', p], name: p })),
    ...(hasBody(t) && !t.rawBody ? t.bodyKeys.map((k) => ({ where: `body.${k}`, path: ['body', k], name: k })) : []),
    ...(!hasBody(t) ? t.queryKeys.filter((k) => !['q', 'page', 'limit', 'offset'].includes(k)).map((k) => ({ where: `query ${k}`, path: ['query', k], name: k })) : []),
  ];
  return slots.map((slot, n) => {
    const r = rng.fork(slot.where);
    // In the URL: as text, and short enough for the header limit (a 100,000-character URL only measures Node's).
    const inUrl = slot.path[0] !== 'body';
    const critical = CRITICAL[slot.path[0] === 'params' ? 'id' : classify(slot.name)].filter((h) => !inUrl || String(h.value).length < 2000);
    const hostile = critical.length ? critical[(n + r.int(0, critical.length - 1)) % critical.length] : CRITICAL.text[0];
    const value = inUrl ? String(hostile.value) : hostile.value;
    return restRequest(t, roleOf(r), restDraft(t, r, fx), [{ kind: hostile.kind, where: slot.where, path: slot.path, value }], false);
  });
}

function restRequest(t: RestTarget, role: Role, draft: Draft, mutations: Mutation[], probe: boolean): FuzzCase {
  return {
    target: label(t),
    role,
    mutations,
    probe,
    endsSession: /logout/.test(t.url),
    build: (applied) => buildRest(t, draft, applied),
    removable: () => [
      ...Object.keys(draft.query).map((k) => ['query', k]),
      ...(draft.body && typeof draft.body === 'object' && !Array.isArray(draft.body) && !t.rawBody ? Object.keys(draft.body).map((k) => ['body', k]) : []),
    ],
  };
}

function mutationFor(t: RestTarget, draft: Draft, rng: Rng): Mutation | undefined {
  type Slot = 'param' | 'query' | 'body' | 'nested' | 'whole';
  const slots: Slot[] = [];
  if (t.params.length) slots.push('param', 'param');
  if (!hasBody(t) || t.method === 'DELETE') slots.push('query', 'query');
  else slots.push('query');
  if (hasBody(t) && (t.bodyKeys.length || t.rawBody)) slots.push('body', 'body', 'body', 'nested');
  if (hasBody(t)) slots.push('whole');
  const slot = rng.pick(slots);
  const leaves = slot === 'nested' ? leafPaths(draft.body).filter((p) => p.length > 1) : [];
  if (leaves.length) {
    const path = rng.pick(leaves);
    const name = String([...path].reverse().find((p) => typeof p === 'string') ?? 'value');
    const hostile = hostileFor(classify(name), rng);
    return { kind: hostile.kind, where: `body.${path.join('.')}`, path: ['body', ...path], value: hostile.value };
  }
  switch (slot) {
    case 'param': {
      const p = rng.pick(t.params);
      const hostile = rng.pick(PATH_HOSTILES);
      return { kind: hostile.kind, where: `param :${p}`, path: ['params', p], value: hostile.value };
    }
    case 'query': {
      const k = rng.pick(t.queryKeys);
      const hostile = rng.pick(QUERY_HOSTILES);
      return { kind: hostile.kind, where: `query ${k}`, path: ['query', k], value: hostile.value };
    }
    case 'whole': {
      const hostile = rng.pick(BODY_HOSTILES);
      return { kind: hostile.kind, where: 'body', path: ['body'], value: hostile.value };
    }
    default: {
      // A top-level field (also when 'nested' found nothing nested).
      const keys = t.rawBody ? leafPaths(draft.body).map((p) => p.join('.')) : t.bodyKeys;
      const key = rng.pick(keys);
      const path = key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
      const name = String([...path].reverse().find((p) => typeof p === 'string') ?? key);
      // A required field left out or sent as null is a hostile value of its own.
      const hostile = rng.chance(0.08) ? { kind: 'field missing', value: undefined } : hostileFor(classify(name), rng);
      return { kind: hostile.kind, where: `body.${key}`, path: ['body', ...path], value: hostile.value };
    }
  }
}

// ── multipart ────────────────────────────────────────────────────────────────

interface Part {
  name: string;
  value: string | Uint8Array;
  filename?: string;
  type?: string;
}

/** Passes the server's magic-byte check (RIFF….WEBP) and stays ASCII, so a repro is readable text; the decoder then refuses it (400). */
const IMAGE = Buffer.from('RIFF0000WEBPVP8 fuzz');

function multipart(boundary: string, parts: Part[], close = true): Uint8Array {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The product form's fields as text, as a browser sends them. */
function productFormFields(fx: Fixtures, rng: Rng): Part[] {
  return [
    { name: 'product_name', value: `Fuzz Fruit ${rng.int(1, 1e6)}` },
    { name: 'price', value: '120' },
    { name: 'stock_quantity', value: '10' },
    { name: 'unit', value: 'kg' },
    { name: 'category_id', value: String(fx.categoryIds[0] ?? 1) },
    { name: 'tag', value: '["fresh"]' },
  ];
}

const MULTIPART_FIELD_HOSTILES: readonly (Hostile & { field: string })[] = [
  { kind: 'nul-byte', field: 'product_name', value: 'x\u0000y' },
  { kind: 'len-100000', field: 'product_name', value: 'a'.repeat(100_000) },
  { kind: 'num 1e10', field: 'price', value: '10000000000' },
  { kind: 'num 1e20', field: 'discount_price', value: '100000000000000000000' },
  { kind: 'num 2^31', field: 'stock_quantity', value: '2147483648' },
  { kind: 'date 0000-01-01', field: 'available_from', value: '0000-01-01' },
  { kind: 'date 2026-02-30', field: 'available_until', value: '2026-02-30' },
  { kind: 'bad JSON', field: 'custom_attributes', value: '{bad' },
  { kind: 'len-1000', field: 'tag', value: JSON.stringify(['a'.repeat(1000)]) },
];

/** Multipart requests with broken framing or hostile fields, for a route that reads uploads. */
export function multipartCases(t: RestTarget, fx: Fixtures, rng: Rng): FuzzCase[] {
  const path = `/api${t.url.replace(/:(\w+)/g, () => String(fx.productIds[0] ?? 1))}`;
  const make = (kind: string, role: Role, contentType: string, body: Uint8Array): FuzzCase => ({
    target: label(t),
    role,
    mutations: [],
    kind,
    build: () => ({ method: t.method, path, headers: { 'content-type': contentType }, body }),
  });
  const fields = productFormFields(fx, rng);
  const image: Part = { name: 'image', value: IMAGE, filename: 'fuzz.webp', type: 'image/webp' };
  // Broken framing needs no full form: one field and the image keep the repro short.
  const ok = multipart('fuzzBoundary', [fields[0], image]);
  const cases = [
    make('multipart: no boundary', 'admin', 'multipart/form-data', ok),
    make('multipart: no boundary', 'guest', 'multipart/form-data', ok),
    make('multipart: empty boundary', 'admin', 'multipart/form-data; boundary=', ok),
    make('multipart: bogus boundary', 'admin', 'multipart/form-data; boundary=bogus', ok),
    make('multipart: boundary len-1000', 'admin', `multipart/form-data; boundary=${'b'.repeat(1000)}`, ok),
    make('multipart: truncated body', 'admin', 'multipart/form-data; boundary=fuzzBoundary', ok.subarray(0, ok.length - 40)),
    make('multipart: empty body', 'admin', 'multipart/form-data; boundary=fuzzBoundary', new Uint8Array()),
    make('multipart: unclosed last part', 'admin', 'multipart/form-data; boundary=fuzzBoundary', multipart('fuzzBoundary', [fields[0]], false)),
    make('multipart: text file as image', 'admin', 'multipart/form-data; boundary=fuzzBoundary', multipart('fuzzBoundary', [...fields, { ...image, value: Buffer.from('hello') }])),
    make('multipart: file in wrong field', 'admin', 'multipart/form-data; boundary=fuzzBoundary', multipart('fuzzBoundary', [...fields, { ...image, name: 'photo' }])),
    make('multipart: two files', 'admin', 'multipart/form-data; boundary=fuzzBoundary', multipart('fuzzBoundary', [...fields, image, image])),
    make('multipart: 60 fields', 'admin', 'multipart/form-data; boundary=fuzzBoundary', multipart('fuzzBoundary', Array.from({ length: 60 }, (_, i) => ({ name: `f${i}`, value: 'x' })))),
    make('multipart: nul-byte field name', 'admin', 'multipart/form-data; boundary=fuzzBoundary', multipart('fuzzBoundary', [...fields, { name: 'pri\u0000ce', value: '1' }])),
    make('multipart: valid image upload', 'admin', 'multipart/form-data; boundary=fuzzBoundary', multipart('fuzzBoundary', [...fields, image])),
  ];
  for (const hostile of MULTIPART_FIELD_HOSTILES) {
    const parts = [...fields.filter((f) => f.name !== hostile.field), { name: hostile.field, value: String(hostile.value) }];
    cases.push(make(`multipart field ${hostile.field}: ${hostile.kind}`, 'admin', 'multipart/form-data; boundary=fuzzBoundary', multipart('fuzzBoundary', parts)));
  }
  return cases;
}

/** Bodies that are not JSON at all, or not what the content type says. */
export function malformedBodyCases(t: RestTarget, fx: Fixtures, rng: Rng, role: Role): FuzzCase[] {
  const path = `/api${t.url.replace(/:(\w+)/g, (_, p: string) => validParam(t.url, p, fx, rng))}`;
  const make = (kind: string, headers: Record<string, string>, body: string): FuzzCase => ({
    target: label(t),
    role,
    mutations: [],
    kind,
    build: () => ({ method: t.method, path, headers, body }),
  });
  const string = rng.pick(STRING_HOSTILES).value as string;
  return [
    make('body: malformed JSON', { 'content-type': 'application/json' }, '{"a":'),
    make('body: empty with JSON content type', { 'content-type': 'application/json' }, ''),
    make('body: text/plain', { 'content-type': 'text/plain' }, string.slice(0, 1000)),
    make('body: JSON with raw NUL byte', { 'content-type': 'application/json' }, '{"a":"x\u0000y"}'),
    make('body: JSON 2 MB', { 'content-type': 'application/json' }, JSON.stringify({ a: 'a'.repeat(2 * 1024 * 1024) })),
    make('body: JSON with charset=utf-16', { 'content-type': 'application/json; charset=utf-16' }, '{"a":1}'),
  ];
}
