import { caseKind, type FuzzCase, type Mutation, type RequestSpec, type Role } from './cases.js';

/*
 * Sends fuzz cases with a few in flight, checks every answer, and keeps what failed: a 5xx, a
 * GraphQL INTERNAL_SERVER_ERROR, a body that shows SQL, bound values or file paths, or an
 * answer slower than the budget (or none at all).
 */

export const SLOW_MS = 2000;
/** Slightly above SLOW_MS, so a hang fails this request instead of the whole suite. */
export const TIMEOUT_MS = 2500;

export interface Answer {
  status: number;
  ms: number;
  text: string;
  /** A network error or the timeout. */
  error?: string;
}

export interface Failure {
  /** `HTTP 500`, `GraphQL INTERNAL_SERVER_ERROR`, `leak: SQL statement`, `slow`, `no answer`. */
  problem: string;
  detail?: string;
}

export interface FailedCase {
  c: FuzzCase;
  /** Valid values left out of the repro (it fails the same way without them). */
  trimmed?: readonly Mutation[];
  /** Undefined until replayed (session-ending cases are not). */
  reproduced?: boolean;
  applied: readonly Mutation[];
  spec: RequestSpec;
  answer: Answer;
  failures: Failure[];
}

/** How a role's credentials ride on a request (read at send time: tokens change on re-sign-in). */
export type Credentials = (role: Role) => Record<string, string>;

export async function send(base: string, spec: RequestSpec, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${spec.path}`, {
      method: spec.method,
      headers: { ...spec.headers, ...headers },
      body: spec.body as BodyInit | undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - started, text };
  } catch (error) {
    const e = error as Error;
    const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
    return { status: 0, ms: performance.now() - started, text: '', error: timedOut ? `no answer within ${TIMEOUT_MS} ms` : `${e.name}: ${e.message} ${String((e as { cause?: unknown }).cause ?? '')}` };
  }
}

/**
 * What must never reach a client. Written against the server's own phrasing (quoted
 * identifiers, PostgreSQL's messages, stack frames), not words a product or blog might use.
 */
export const LEAK_PATTERNS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'SQL statement', pattern: /\binsert into\s+"\w+"|\bselect\b[^{}\n]{0,300}?\bfrom\s+"\w+"|\bupdate\s+"\w+"\s+set\b|\bdelete from\s+"\w+"|\bvalues\s*\(\s*(?:\$\d+|\?)/i },
  { name: 'SQL placeholders / bound values', pattern: /\(\s*\$\d+(?:\s*,\s*\$\d+)+\s*\)|"\w+"\s*(?:=|<>|<|>)\s*\$\d+\b|\bparams:\s*\[|"bindings"\s*:/ },
  {
    name: 'PostgreSQL error text',
    pattern:
      /violates (?:not-null|foreign key|unique|check) constraint|duplicate key value|relation "\w+" does not exist|invalid input syntax for type|value too long for type|out of range for type|invalid byte sequence for encoding|date\/time field value out of range|numeric field overflow|syntax error at or near/i,
  },
  { name: 'ORM exception name', pattern: /\b\w+(?:ConstraintViolation|Driver|ValueOutOfRange|InvalidFieldName|Syntax)Exception\b|\bKnexTimeoutError\b/ },
  { name: 'file path', pattern: /\/work\/|node_modules|\/(?:home|usr|opt|srv|app)\/[\w.-]+\/[\w./-]+\.(?:[cm]?[jt]s)\b/ },
  { name: 'stack frame', pattern: /\.(?:[cm]?[jt]sx?):\d+:\d+|(?:\n|\\n)\s+at [\w.$<>[\] ]+ \(/ },
  { name: 'stacktrace field', pattern: /"stacktrace"/ },
];

/** The request's own text, so a value echoed back is not reported as a leak. */
function sentText(spec: RequestSpec): string {
  let text = spec.path;
  try {
    text += ` ${decodeURIComponent(spec.path)}`;
  } catch {
    /* a deliberately broken encoding */
  }
  if (typeof spec.body === 'string') text += ` ${spec.body}`;
  else if (spec.body) text += ` ${Buffer.from(spec.body).toString('latin1')}`;
  try {
    // The body's strings as the server reads them (unescaped), keys included.
    if (typeof spec.body === 'string') JSON.stringify(JSON.parse(spec.body), (k: string, v: unknown) => ((text += ` ${k} ${typeof v === 'string' ? v : ''}`), v));
  } catch {
    /* not JSON */
  }
  return text.toLowerCase();
}

export function check(spec: RequestSpec, answer: Answer): Failure[] {
  const failures: Failure[] = [];
  if (answer.error) return [{ problem: answer.error.startsWith('no answer') ? 'no answer' : 'network error', detail: answer.error }];
  if (answer.status >= 500) failures.push({ problem: `HTTP ${answer.status}` });
  if (answer.ms > SLOW_MS) failures.push({ problem: 'slow', detail: `${Math.round(answer.ms)} ms` });
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    json = undefined;
  }
  const errors = (json as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(errors) && errors.some((e) => (e as { extensions?: { code?: string } })?.extensions?.code === 'INTERNAL_SERVER_ERROR')) {
    failures.push({ problem: 'GraphQL INTERNAL_SERVER_ERROR' });
  }
  const sent = sentText(spec);
  // The body as sent and its JSON strings unescaped (\"category\" → "category", \n → a newline).
  const strings: string[] = [];
  if (json !== undefined) JSON.stringify(json, (k: string, v: unknown) => (strings.push(k, typeof v === 'string' ? v : ''), v));
  const texts = [answer.text, strings.filter(Boolean).join('\n')];
  for (const { name, pattern } of LEAK_PATTERNS) {
    const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    const leak = texts.flatMap((text) => [...text.matchAll(global)]).find((m) => !sent.includes(m[0].toLowerCase()));
    if (leak) failures.push({ problem: `leak: ${name}`, detail: leak[0].slice(0, 120) });
  }
  return failures;
}

/** Runs `cases` with `concurrency` in flight; `onAnswer` sees every answer (probes use it). */
export async function runAll(
  base: string,
  cases: readonly FuzzCase[],
  credentials: Credentials,
  concurrency: number,
  onAnswer?: (c: FuzzCase, answer: Answer) => void,
): Promise<FailedCase[]> {
  const failed: FailedCase[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++];
      const spec = c.build(c.mutations);
      const answer = await send(base, spec, credentials(c.role));
      onAnswer?.(c, answer);
      const failures = check(spec, answer);
      if (failures.length) failed.push({ c, applied: c.mutations, spec, answer, failures });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

/**
 * Replays a failure to check it, name its cause and shorten its repro: with each hostile value
 * alone (the first that fails the same way is the culprit), else as it was; then without each
 * optional valid value in turn, keeping out those it still fails without. `reproduced` says
 * whether it failed the same way again.
 */
export async function replay(base: string, f: FailedCase, credentials: Credentials): Promise<FailedCase & { reproduced: boolean }> {
  const problems = new Set(f.failures.map((x) => x.problem));
  const attempt = async (applied: readonly Mutation[]) => {
    const spec = f.c.build(applied);
    const answer = await send(base, spec, credentials(f.c.role));
    const failures = check(spec, answer).filter((x) => problems.has(x.problem));
    return failures.length ? { spec, answer, failures } : undefined;
  };
  const tries = f.applied.length > 1 ? [...f.applied.map((m) => [m]), f.applied] : [f.applied];
  for (const applied of tries) {
    let found = await attempt(applied);
    if (!found) continue;
    const trimmed: Mutation[] = [];
    const hostile = applied.map((m) => m.path.join('.'));
    for (const path of f.c.removable?.() ?? []) {
      const key = path.join('.');
      if (hostile.some((h) => h === key || h.startsWith(`${key}.`) || key.startsWith(`${h}.`))) continue;
      const out: Mutation = { kind: 'left out', where: key, path, value: undefined };
      const shorter = await attempt([...applied, ...trimmed, out]);
      if (shorter) {
        trimmed.push(out);
        found = shorter;
      }
    }
    return { c: f.c, applied, trimmed, ...found, reproduced: true };
  }
  return { ...f, reproduced: false };
}

export const kindOf = (f: FailedCase) => caseKind(f.c, f.applied);
