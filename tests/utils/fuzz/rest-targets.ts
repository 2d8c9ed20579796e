import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RestRoute } from '../../../api/src/core/rest-route.js';

/*
 * What the fuzz test knows about each /api route, read from the code: the route table gives the
 * method, path, role and raw-body flag; the handlers' source (and their module's *.rest.ts)
 * gives the body and query field names they read, and whether they read multipart forms.
 */

export interface RestTarget {
  method: RestRoute['method'];
  /** Fastify syntax, under /api: `/product/:productId`. */
  url: string;
  role?: RestRoute['role'];
  rawBody: boolean;
  multipart: boolean;
  params: string[];
  bodyKeys: string[];
  queryKeys: string[];
}

const MODULES_DIR = fileURLToPath(new URL('../../../api/src/modules/', import.meta.url));

interface SourceFile {
  file: string;
  urls: Set<string>;
  /** Top-level functions and constants by name (helpers a handler calls), route tables left out. */
  helpers: Map<string, string>;
}

const NOT_FIELDS = new Set(['length', 'constructor', 'prototype', 'then', 'toString']);
const READERS = 'text|pick|field|idField|flag|wholeNumber|hundredthsOf|dateOf|listOf|attributesFrom|has';

/** A quoted name in TS source ('x') or in SWC's output ("x"). */
const Q = `['"]`;

/** Body field names read in `source`: reader calls with quoted keys, and property reads on the body objects. */
export function bodyKeysIn(source: string): Set<string> {
  const keys = new Set<string>();
  const add = (key: string) => {
    if (!NOT_FIELDS.has(key)) keys.add(key);
  };
  // text(b, 'full_name', 'fullName'), pick(jsonBody(req), 'price'), field(source, 'state_name', 'name'), has('address')
  const reader = new RegExp(`\\b(?:${READERS})\\(\\s*(?:[\\w.]+(?:\\([^()'"]*\\))?\\s*,\\s*)?((?:${Q}[^'"\\n]*${Q}\\s*,?\\s*)+)\\)`, 'g');
  for (const m of source.matchAll(reader)) {
    for (const q of m[1].matchAll(new RegExp(`${Q}([A-Za-z_]\\w*)${Q}`, 'g'))) add(q[1]);
  }
  // b.payment_method, body.identifier, form.is_subscribed, jsonBody(req).auto_renew
  for (const m of source.matchAll(/\b(?:b|body|form|source)\.([A-Za-z_]\w*)\b(?!\s*\()/g)) add(m[1]);
  for (const m of source.matchAll(/\b(?:jsonBody|body)\(req\)\.([A-Za-z_]\w*)\b(?!\s*\()/g)) add(m[1]);
  for (const m of source.matchAll(new RegExp(`hasOwnProperty\\.call\\(\\s*\\w+\\s*,\\s*${Q}(\\w+)${Q}\\)`, 'g'))) add(m[1]);
  return keys;
}

/** Query names read in `source`. */
export function queryKeysIn(source: string): Set<string> {
  const keys = new Set<string>();
  for (const m of source.matchAll(new RegExp(`\\bquery(?:Text|Int|Id)\\(\\s*req\\s*,\\s*${Q}(\\w+)${Q}`, 'g'))) keys.add(m[1]);
  for (const m of source.matchAll(/\b(?:query|q)\.([A-Za-z_]\w*)\b(?!\s*\()/g)) keys.add(m[1]);
  for (const m of source.matchAll(/req\.query as [^)]*\)\.(\w+)/g)) keys.add(m[1]);
  for (const m of source.matchAll(/req\.query\)\.(\w+)/g)) keys.add(m[1]);
  if (/\b(?:page|pageOf|pageArgs)\(req/.test(source)) ['limit', 'offset'].forEach((k) => keys.add(k));
  return keys;
}

/** Splits a module into its top-level definitions (`function x`, `const x =`), by name. */
function topLevelDefinitions(text: string): Map<string, string> {
  const starts = [...text.matchAll(/^(?:export )?(?:async )?(?:function\s+(\w+)|const\s+(\w+))/gm)];
  const defs = new Map<string, string>();
  starts.forEach((m, i) => {
    const name = m[1] ?? m[2];
    // Route tables hold every handler; rest*() shape replies (their property reads are not the body's).
    if (!/RestRoutes$|^rest[A-Z]/.test(name)) defs.set(name, text.slice(m.index, starts[i + 1]?.index ?? text.length));
  });
  return defs;
}

function restSources(): SourceFile[] {
  const files = (readdirSync(MODULES_DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.rest.ts'));
  return files.map((rel) => {
    const text = readFileSync(path.join(MODULES_DIR, rel), 'utf8');
    return { file: rel, urls: new Set([...text.matchAll(/\burl:\s*'([^']+)'/g)].map((m) => m[1])), helpers: topLevelDefinitions(text) };
  });
}

/** The handler's source with the source of the module helpers it calls, three calls deep. */
function reachableSource(handlerSource: string, files: SourceFile[]): string {
  const seen = new Set<string>();
  let frontier = [handlerSource];
  const parts = [handlerSource];
  for (let depth = 0; depth < 3 && frontier.length; depth++) {
    const next: string[] = [];
    for (const source of frontier) {
      for (const m of source.matchAll(/\b([A-Za-z_]\w*)\b/g)) {
        if (seen.has(m[1])) continue;
        seen.add(m[1]);
        for (const f of files) {
          const helper = f.helpers.get(m[1]);
          if (helper) next.push(helper);
        }
      }
    }
    parts.push(...next);
    frontier = next;
  }
  return parts.join('\n');
}

/** The fuzz targets for a route table: one per route, with the field names its code reads. */
export function restTargets(routes: readonly RestRoute[]): RestTarget[] {
  const sources = restSources();
  if (!sources.length) throw new Error(`no *.rest.ts files under ${MODULES_DIR}`);
  return routes.map((route) => {
    // Vitest/Vite rewrites imported calls to `(0,__vite_ssr_import_3__.text)(…)`: back to `text(…)`.
    const handlerSource = route.handler
      .toString()
      .replace(/\(0,\s*[\w$]+\.(\w+)\)/g, '$1')
      .replace(/\b__vite_ssr_import_\d+__\./g, '');
    const files = sources.filter((s) => s.urls.has(route.url));
    const source = reachableSource(handlerSource, files);
    const bodyKeys = bodyKeysIn(source);
    const queryKeys = new Set([...queryKeysIn(source), 'q', 'page', 'limit', 'offset']);
    const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
    params.forEach((p) => bodyKeys.delete(p));
    return {
      method: route.method,
      url: route.url,
      role: route.role,
      rawBody: Boolean(route.rawBody),
      multipart: /readForm|isMultipart|\.parts\(|\.file\(/.test(source),
      params,
      bodyKeys: [...bodyKeys].sort(),
      queryKeys: [...queryKeys].sort(),
    };
  });
}

/**
 * Every `/api` route the running server has mounted ("METHOD /api/path"), read from Fastify's
 * route tree, so that a route mounted outside the table would show up as not fuzzed.
 */
export function mountedApiRoutes(printedTree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of printedTree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    const full = stack.join('');
    if (!m[3] || !full.startsWith('/api/')) continue;
    for (const method of m[3].split(',').map((s) => s.trim())) {
      if (method !== 'HEAD' && method !== 'OPTIONS') found.push(`${method} ${full}`);
    }
  }
  return found;
}
