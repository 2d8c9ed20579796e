import type { RequestSpec, Role } from './cases.js';
import { kindOf, type FailedCase } from './runner.js';

/*
 * The failure report: one entry per (route or field, role, hostile value, problem), with the
 * status, the code, the start of the body and one request that reproduces it, written as a
 * fetch() call with long strings folded to "a".repeat(n).
 */

export interface FailureGroup {
  target: string;
  role: Role;
  kind: string;
  problems: string;
  count: number;
  wheres: Set<string>;
  first: FailedCase;
}

export function groupFailures(failed: readonly FailedCase[]): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const f of failed) {
    const kind = kindOf(f);
    const problems = [...new Set(f.failures.map((x) => x.problem))].sort().join(' + ');
    const key = `${f.c.target}\u0001${f.c.role}\u0001${kind}\u0001${problems}`;
    const group = groups.get(key) ?? { target: f.c.target, role: f.c.role, kind, problems, count: 0, wheres: new Set<string>(), first: f };
    group.count++;
    f.applied.forEach((m) => group.wheres.add(m.where));
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.target.localeCompare(b.target) || a.role.localeCompare(b.role) || a.kind.localeCompare(b.kind));
}

/** A JS string literal, runs of 20 or more of one character folded to "x".repeat(n). */
export function jsString(s: string): string {
  const parts: string[] = [];
  let plain = '';
  for (let i = 0; i < s.length; ) {
    let j = i;
    while (j < s.length && s[j] === s[i]) j++;
    if (j - i >= 20) {
      if (plain) parts.push(JSON.stringify(plain));
      plain = '';
      parts.push(`${JSON.stringify(s[i])}.repeat(${j - i})`);
    } else plain += s.slice(i, j);
    i = j;
  }
  if (plain || !parts.length) parts.push(JSON.stringify(plain));
  return parts.join(' + ');
}

/** JSON-like data as a short JS expression. */
export function js(value: unknown): string {
  if (typeof value === 'string') return jsString(value);
  if (Array.isArray(value)) {
    const first = JSON.stringify(value[0]);
    if (value.length > 20 && value.every((v) => JSON.stringify(v) === first)) return `Array(${value.length}).fill(${js(value[0])})`;
    return `[${value.map(js).join(', ')}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${k === '__proto__' ? '["__proto__"]' : /^[A-Za-z_$][\w$]*$/.test(k) ? k : jsString(k)}: ${js(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return value === undefined ? 'undefined' : String(JSON.stringify(value));
}

const TOKENS: Record<Role, string | undefined> = { guest: undefined, customer: 'CUSTOMER_TOKEN', admin: 'ADMIN_TOKEN' };

function bodyExpression(spec: RequestSpec): string | undefined {
  if (spec.body === undefined) return undefined;
  if (typeof spec.body === 'string') {
    try {
      const parsed: unknown = JSON.parse(spec.body);
      if (JSON.stringify(parsed) === spec.body) return `JSON.stringify(${js(parsed)})`;
    } catch {
      /* not JSON: sent as text */
    }
    return jsString(spec.body);
  }
  const bytes = Buffer.from(spec.body);
  return bytes.every((b) => b < 0x80) ? jsString(bytes.toString('latin1')) : `Buffer.from(${JSON.stringify(bytes.toString('base64'))}, 'base64')`;
}

/** One request that reproduces the failure, as a fetch() call (BASE, CUSTOMER_TOKEN, ADMIN_TOKEN to fill in). */
export function reproOf(role: Role, spec: RequestSpec): string {
  const headers = Object.entries(spec.headers).map(([k, v]) => `${JSON.stringify(k)}: ${jsString(v)}`);
  const token = TOKENS[role];
  if (token) headers.push(`authorization: \`Bearer \${${token}}\``);
  const init = [`method: ${JSON.stringify(spec.method)}`];
  if (headers.length) init.push(`headers: { ${headers.join(', ')} }`);
  const body = bodyExpression(spec);
  if (body) init.push(`body: ${body}`);
  return `await fetch(BASE + ${jsString(spec.path)}, { ${init.join(', ')} })`;
}

function codeOf(text: string): string {
  try {
    const body = JSON.parse(text) as { code?: string; errors?: { extensions?: { code?: string } }[] };
    const codes = body.errors?.map((e) => e.extensions?.code).filter(Boolean) ?? [];
    return String(codes.find((c) => c === 'INTERNAL_SERVER_ERROR') ?? codes[0] ?? body.code ?? '-');
  } catch {
    return '-';
  }
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

export interface RunStats {
  seed: number;
  requests: number;
  failedRequests: number;
  seconds: number;
}

export function formatReport(groups: readonly FailureGroup[], stats: RunStats): string {
  const lines: string[] = [];
  const targets = new Set(groups.map((g) => g.target));
  lines.push(
    `FUZZ: ${groups.length} distinct failures on ${targets.size} routes/fields (${stats.failedRequests} failing requests of ${stats.requests}, seed ${stats.seed}, ${stats.seconds.toFixed(1)} s)`,
  );

  const byProblem = new Map<string, number>();
  for (const g of groups) byProblem.set(g.problems, (byProblem.get(g.problems) ?? 0) + 1);
  lines.push(`By problem: ${[...byProblem].map(([p, n]) => `${p} ×${n}`).join(', ')}`);

  // Families: "nul-byte (email)" and "nul-byte (query)" are both NUL bytes.
  const byKind = new Map<string, Set<string>>();
  for (const g of groups) {
    const family = g.kind.replace(/ \(.*\)$/, '');
    byKind.set(family, (byKind.get(family) ?? new Set()).add(g.target));
  }
  lines.push('By hostile value (routes/fields that fail on it):');
  for (const [kind, set] of [...byKind].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))) {
    lines.push(`  ${kind}: ${set.size} — ${[...set].join(', ')}`);
  }

  lines.push('', 'Repro calls use BASE (the server URL), CUSTOMER_TOKEN (POST /api/users/login) and ADMIN_TOKEN (POST /api/admin/login as admin@fruitshop.test / Admin@1234).');
  let current = '';
  for (const g of groups) {
    if (g.target !== current) {
      current = g.target;
      lines.push('', `■ ${g.target}`);
    }
    const f = g.first;
    const details = f.failures.map((x) => x.detail).filter(Boolean);
    const replayed = f.reproduced === undefined ? '' : f.reproduced ? ', reproduced on replay' : ', NOT reproduced on replay';
    lines.push(`  [${g.role}] ${g.kind} at ${[...g.wheres].slice(0, 4).join(', ') || '-'} → ${g.problems}${details.length ? ` (${oneLine(details.join('; '), 140)})` : ''} ×${g.count}${replayed}`);
    lines.push(`    answer: ${f.answer.status || '-'} ${codeOf(f.answer.text)} ${oneLine(f.answer.error ?? f.answer.text, 200)}`);
    lines.push(`    repro:  ${oneLine(reproOf(g.role, f.spec), 20_000)}`);
  }
  return lines.join('\n');
}
