import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { clone, setAt, type FuzzCase, type Mutation, type RequestSpec, type Role } from './cases.js';
import type { Rng } from './random.js';
import {
  CRITICAL,
  DATE_HOSTILES,
  EMAIL_HOSTILES,
  ENUM_HOSTILES,
  ID_HOSTILES,
  LIST_HOSTILES,
  NUMBER_HOSTILES,
  OBJECT_HOSTILES,
  PHONE_HOSTILES,
  STRING_HOSTILES,
  TYPE_HOSTILES,
  classify,
  validFor,
  type Fixtures,
  type Hostile,
} from './values.js';

/*
 * GraphQL operations from the committed schema: for each root field, arguments built from
 * their types (valid, then one or two replaced by hostile values), passed as variables or
 * inline literals, with a shallow selection of the return type's scalar fields.
 */

export interface GraphQLTarget {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  selection: string;
}

/**
 * A root field's target: its selection is fixed (every scalar, objects two levels down, or fewer
 * levels when `fits` says the document would cross the server's limits: cost grows with depth).
 */
export function graphQLTargets(schema: GraphQLSchema, fits: (query: string) => boolean = () => true): GraphQLTarget[] {
  const roots: ['query' | 'mutation', GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([operation, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => {
      let target: GraphQLTarget = { operation, field, selection: selectionOf(field.type, 2) };
      for (let depth = 1; depth >= 0 && !fits(widestDocument(target)); depth--) target = { ...target, selection: selectionOf(field.type, depth) };
      return target;
    }),
  );
}

/** The target's document with every argument as a variable (page sizes then count as the largest page). */
function widestDocument(t: GraphQLTarget): string {
  const defs = t.field.args.map((a) => `$${a.name}: ${String(a.type)}`);
  const uses = t.field.args.map((a) => `${a.name}: $${a.name}`);
  return `${t.operation} Fuzz${defs.length ? `(${defs.join(', ')})` : ''} { ${t.field.name}${uses.length ? `(${uses.join(', ')})` : ''} ${t.selection} }`;
}

/** `{ id name … child { id … } }`: scalar fields without required arguments, objects `depth` levels down. */
export function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((f) => !f.args.some(isRequiredArgument));
  const leaves = fields.filter((f) => isLeafType(getNamedType(f.type))).map((f) => f.name);
  const children = depth > 0 ? fields.filter((f) => isObjectType(getNamedType(f.type))).slice(0, 4) : [];
  const parts = [...leaves.slice(0, 14), ...children.map((f) => `${f.name} ${selectionOf(f.type, depth - 1)}`)];
  return `{ ${parts.length ? parts.join(' ') : '__typename'} }`;
}

export const gqlLabel = (t: GraphQLTarget) => `graphql ${t.operation === 'query' ? 'Query' : 'Mutation'}.${t.field.name}`;

// ── values from types ───────────────────────────────────────────────────────

/** A valid value for an input type; `name` (the argument or field) steers strings and ids. */
export function validInput(type: GraphQLInputType, name: string, fx: Fixtures, rng: Rng, context = ''): unknown {
  if (isNonNullType(type)) return validInput(type.ofType, name, fx, rng, context);
  if (isListType(type)) return Array.from({ length: rng.int(1, 2) }, () => validInput(type.ofType, singular(name), fx, rng, context));
  if (isEnumType(type)) {
    const preferred: Record<string, string> = { PaymentMethod: 'CASH', SimulatedOutcome: 'SUCCESS' };
    return preferred[type.name] ?? rng.pick(type.getValues()).name;
  }
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) {
      const required = isNonNullType(f.type) && f.defaultValue === undefined;
      if (required || rng.chance(0.85)) out[f.name] = validInput(f.type, f.name, fx, rng, `${context} ${type.name}`);
    }
    return out;
  }
  switch (type.name) {
    case 'ID':
      return String(validFor(idName(name), 'id', fx, rng));
    case 'Int': {
      const v = validFor(name, 'int', fx, rng);
      return typeof v === 'number' ? v : 1;
    }
    case 'Float':
      return /discount/i.test(name) ? 10 : (validFor(name, 'number', fx, rng) as number);
    case 'Money':
      return rng.pick([99, 149.5, 20]);
    case 'Boolean':
      return /^(isActive|nonEmpty|autoRenew|handled)$/.test(name) ? true : rng.chance(0.5);
    case 'DateTimeISO':
      return '2027-01-01T00:00:00.000Z';
    case 'JSONObject':
      return { origin: 'India' };
    default: {
      const cls = classify(name);
      const v = validFor(name, cls === 'list' || cls === 'object' || cls === 'id' ? 'text' : cls, fx, rng, context);
      return typeof v === 'string' ? v : String(v);
    }
  }
}

const singular = (name: string) => name.replace(/Ids$/, 'Id').replace(/ids$/, 'id').replace(/s$/, '');
/** `id` alone says nothing; the field's own name (productId, blogId…) does. */
const idName = (name: string) => (name === 'id' ? 'id' : name);

const wrongTypes = (rng: Rng): Hostile => rng.pick(TYPE_HOSTILES);

/** A hostile value for a position of this type: mostly of the right JSON type (so it reaches a resolver), some not. */
export function hostileInput(type: GraphQLInputType, name: string, rng: Rng): Hostile {
  const required = isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  if (rng.chance(0.1)) return required && rng.chance(0.4) ? { kind: 'null for non-null', value: null } : wrongTypes(rng);
  if (isListType(inner)) return rng.pick(LIST_HOSTILES);
  if (isEnumType(inner)) return rng.pick([...ENUM_HOSTILES, { kind: 'enum lower case', value: inner.getValues()[0].name.toLowerCase() }]);
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    const requiredField = fields.find((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return rng.pick<Hostile>([
      { kind: 'input object: unknown field', value: { bogusField: 1 } },
      { kind: 'input object as string', value: 'x' },
      ...(requiredField ? [{ kind: `input object missing ${requiredField.name}`, value: {} }] : []),
      ...OBJECT_HOSTILES.slice(0, 2),
    ]);
  }
  switch (inner.name) {
    case 'ID':
      return rng.pick(ID_HOSTILES);
    case 'Int':
      return rng.pick<Hostile>([
        { kind: 'int -1', value: -1 },
        { kind: 'int 0', value: 0 },
        { kind: 'int 2^31-1', value: 2 ** 31 - 1 },
        { kind: 'int -2^31', value: -(2 ** 31) },
        { kind: 'int 1000000', value: 1_000_000 },
        { kind: 'int 2^31 (not an Int)', value: 2 ** 31 },
        { kind: 'int 1.5 (not an Int)', value: 1.5 },
        { kind: 'int as string', value: '5' },
      ]);
    case 'Float':
      return rng.pick<Hostile>([
        { kind: 'float 1e308', value: 1e308 },
        { kind: 'float -1e308', value: -1e308 },
        { kind: 'float 1e20', value: 1e20 },
        { kind: 'float 5e-324', value: 5e-324 },
        { kind: 'float -1', value: -1 },
        { kind: 'float 1000', value: 1000 },
      ]);
    case 'Money':
      return rng.pick<Hostile>([
        { kind: 'money 1e10', value: 1e10 },
        { kind: 'money 9999999999.99', value: 9999999999.99 },
        { kind: 'money 1e20', value: 1e20 },
        { kind: 'money 2^53', value: 2 ** 53 },
        { kind: 'money -1', value: -1 },
        { kind: 'money 0', value: 0 },
        { kind: 'money 0.001', value: 0.001 },
        { kind: 'money 1e308', value: 1e308 },
      ]);
    case 'Boolean':
      return rng.pick<Hostile>([{ kind: 'bool as string', value: 'true' }, { kind: 'bool as 1', value: 1 }, ...(required ? [] : [{ kind: 'null', value: null }])]);
    case 'DateTimeISO':
      return rng.pick(DATE_HOSTILES.filter((d) => typeof d.value === 'string'));
    case 'JSONObject':
      return rng.pick<Hostile>([
        ...OBJECT_HOSTILES.filter((o) => typeof o.value === 'object'),
        { kind: 'json value len-100000', value: { k: 'a'.repeat(100_000) } },
        { kind: 'nul-byte (json value)', value: { k: 'x\u0000y' } },
        { kind: 'json array value', value: { k: [1, { a: null }] } },
        { kind: 'json array (not an object)', value: [1, 2] },
      ]);
    default: {
      const cls = classify(name);
      const aimed =
        cls === 'email'
          ? EMAIL_HOSTILES
          : cls === 'phone'
            ? PHONE_HOSTILES.filter((p) => typeof p.value === 'string')
            : cls === 'date'
              ? DATE_HOSTILES.filter((d) => typeof d.value === 'string')
              : cls === 'enum'
                ? ENUM_HOSTILES
                : cls === 'money' || cls === 'int' || cls === 'number'
                  ? NUMBER_HOSTILES.filter((n) => typeof n.value === 'string')
                  : [];
      return rng.pick([...aimed, ...STRING_HOSTILES]);
    }
  }
}

// ── operations ──────────────────────────────────────────────────────────────

interface Slot {
  path: (string | number)[];
  where: string;
  type: GraphQLInputType;
  name: string;
}

/** Every place a hostile value can go: each argument, the fields of input objects, a list's first item. */
function slotsOf(args: readonly GraphQLArgument[]): Slot[] {
  const out: Slot[] = [];
  const walk = (type: GraphQLInputType, name: string, path: (string | number)[], where: string, depth: number) => {
    out.push({ path, where, type, name });
    if (depth > 2) return;
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isInputObjectType(inner)) for (const f of Object.values(inner.getFields())) walk(f.type, f.name, [...path, f.name], `${where}.${f.name}`, depth + 1);
    if (isListType(inner)) walk(inner.ofType, singular(name), [...path, 0], `${where}[0]`, depth + 1);
  };
  for (const a of args) walk(a.type, a.name, [a.name], `$${a.name}`, 0);
  return out;
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A GraphQL literal for `value`, enums bare where the type says so. */
function literal(value: unknown, type: GraphQLInputType | undefined): string {
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, inner && isListType(inner) ? inner.ofType : undefined)).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = inner && isInputObjectType(inner) ? inner.getFields() : undefined;
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${literal(v, fields?.[k]?.type)}`)
      .join(', ')}}`;
  }
  if (typeof value === 'string') return inner && isEnumType(inner) && NAME.test(value) ? value : JSON.stringify(value);
  return String(value);
}

function buildOperation(t: GraphQLTarget, args: Record<string, unknown>, inline: boolean): RequestSpec {
  const present = t.field.args.filter((a) => args[a.name] !== undefined || isRequiredArgument(a));
  const keyword = t.operation;
  let query: string;
  let variables: Record<string, unknown> | undefined;
  if (inline) {
    const list = present.filter((a) => args[a.name] !== undefined).map((a) => `${a.name}: ${literal(args[a.name], a.type)}`);
    query = `${keyword} Fuzz { ${t.field.name}${list.length ? `(${list.join(', ')})` : ''} ${t.selection} }`;
  } else {
    const defs = present.map((a) => `$${a.name}: ${String(a.type)}`);
    const uses = present.map((a) => `${a.name}: $${a.name}`);
    query = `${keyword} Fuzz${defs.length ? `(${defs.join(', ')})` : ''} { ${t.field.name}${uses.length ? `(${uses.join(', ')})` : ''} ${t.selection} }`;
    variables = Object.fromEntries(present.filter((a) => args[a.name] !== undefined).map((a) => [a.name, args[a.name]]));
  }
  return { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables, operationName: 'Fuzz' }) };
}

/** Valid arguments for `t`: every required one, half of the optional ones. */
function graphQLArgs(t: GraphQLTarget, rng: Rng, fx: Fixtures): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const a of t.field.args) {
    if (isRequiredArgument(a) || rng.chance(0.5)) args[a.name] = validInput(a.type, argName(t, a.name), fx, rng, t.field.name);
  }
  return args;
}

const argName = (t: GraphQLTarget, name: string) => (name === 'id' ? idArgName(t.field.name) : name);

/** A hostile value inside an argument that was left out: the argument gets a valid shape first. */
function ensureParent(t: GraphQLTarget, args: Record<string, unknown>, slot: Slot, rng: Rng, fx: Fixtures) {
  const arg = t.field.args.find((a) => a.name === slot.path[0]);
  if (arg && slot.path.length > 1 && args[arg.name] === undefined) args[arg.name] = validInput(arg.type, argName(t, arg.name), fx, rng, t.field.name);
}

/** One operation on `t` as `role`: valid arguments, and (unless a probe) one or two hostile ones. */
export function graphQLCase(t: GraphQLTarget, role: Role, rng: Rng, fx: Fixtures, probe: boolean): FuzzCase {
  const args = graphQLArgs(t, rng, fx);
  const inline = rng.chance(0.25);
  const mutations: Mutation[] = [];
  const slots = slotsOf(t.field.args);
  if (!probe && slots.length) {
    const count = rng.chance(0.3) ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const slot = rng.pick(slots);
      if (mutations.some((m) => m.where.startsWith(slot.where) || slot.where.startsWith(m.where))) continue;
      const hostile = rng.chance(0.05) && !isNonNullType(slot.type) ? { kind: 'omitted', value: undefined } : hostileInput(slot.type, slot.name, rng);
      mutations.push({ kind: hostile.kind, where: slot.where, path: slot.path, value: hostile.value });
      ensureParent(t, args, slot, rng, fx);
    }
  }
  return graphQLRequest(t, role, args, inline, mutations, probe);
}

/** The values most likely to break a position of this type (see CRITICAL); undefined for objects, lists, booleans. */
function criticalInput(type: GraphQLInputType, name: string): readonly Hostile[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner) || isInputObjectType(inner)) return [];
  if (isEnumType(inner)) return [ENUM_HOSTILES[0]];
  switch (inner.name) {
    case 'ID':
      return CRITICAL.id.filter((h) => typeof h.value === 'string');
    case 'Int':
      return [
        { kind: 'int 2^31-1', value: 2 ** 31 - 1 },
        { kind: 'int -2^31', value: -(2 ** 31) },
      ];
    case 'Float':
      return [
        { kind: 'float 1e20', value: 1e20 },
        { kind: 'float 1e308', value: 1e308 },
      ];
    case 'Money':
      return [
        { kind: 'money 1e10', value: 1e10 },
        { kind: 'money 1e20', value: 1e20 },
        { kind: 'money 9999999999.99', value: 9999999999.99 },
      ];
    case 'DateTimeISO':
      return CRITICAL.date.filter((h) => typeof h.value === 'string');
    case 'JSONObject':
      return [OBJECT_HOSTILES[0], { kind: 'json value len-100000', value: { k: 'a'.repeat(100_000) } }];
    case 'Boolean':
      return [];
    default: {
      const aimed = CRITICAL[classify(name)].filter((h) => typeof h.value === 'string');
      return aimed.length ? aimed : CRITICAL.text;
    }
  }
}

/** The sweep: every argument and input field of `t` once, with a value most likely to break its type, the rest valid. */
export function graphQLSweep(t: GraphQLTarget, rng: Rng, fx: Fixtures, roleOf: (r: Rng) => Role): FuzzCase[] {
  return slotsOf(t.field.args).flatMap((slot, n) => {
    const critical = criticalInput(slot.type, slot.name);
    if (!critical.length) return [];
    const r = rng.fork(slot.where);
    const hostile = critical[(n + r.int(0, critical.length - 1)) % critical.length];
    const args = graphQLArgs(t, r, fx);
    ensureParent(t, args, slot, r, fx);
    return [graphQLRequest(t, roleOf(r), args, r.chance(0.25), [{ kind: hostile.kind, where: slot.where, path: slot.path, value: hostile.value }], false)];
  });
}

function graphQLRequest(t: GraphQLTarget, role: Role, args: Record<string, unknown>, inline: boolean, mutations: Mutation[], probe: boolean): FuzzCase {
  return {
    target: gqlLabel(t),
    role,
    mutations,
    probe,
    endsSession: /logout/i.test(t.field.name),
    build(applied) {
      const draft = clone(args);
      for (const m of applied) setAt(draft, m.path, m.value);
      return buildOperation(t, draft, inline);
    },
    removable: () =>
      t.field.args.flatMap((a) => {
        if (args[a.name] === undefined) return [];
        const inner = isNonNullType(a.type) ? a.type.ofType : a.type;
        const value = args[a.name];
        const fields =
          isInputObjectType(inner) && value && typeof value === 'object'
            ? Object.values(inner.getFields())
                .filter((f) => !(isNonNullType(f.type) && f.defaultValue === undefined) && (value as Record<string, unknown>)[f.name] !== undefined)
                .map((f) => [a.name, f.name])
            : [];
        return [...(isRequiredArgument(a) ? [] : [[a.name]]), ...fields];
      }),
  };
}

/** `id` of updateProduct is a product id, of cancelOrder an order id … (from the field's name). */
function idArgName(field: string): string {
  const m = /(Product|Order|Blog|Coupon|Category|Plan|Subscription|Address|Comment|Customer|Admin|ContactMessage)/.exec(field);
  if (!m) return 'id';
  const map: Record<string, string> = { Customer: 'userId', Comment: 'id', Admin: 'id', ContactMessage: 'id', Address: 'id' };
  return map[m[1]] ?? `${m[1].toLowerCase()}Id`;
}

// ── protocol-level operations ───────────────────────────────────────────────

const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }): RequestSpec => ({
  method: 'POST',
  path: '/graphql',
  headers,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** A selection `depth` fields deep, following object fields without required arguments (undefined when the schema has no such path). */
export function deepSelection(type: GraphQLObjectType, depth: number, seen = new Map<string, string | null>()): string | undefined {
  const key = `${type.name}:${depth}`;
  if (seen.has(key)) return seen.get(key) ?? undefined;
  seen.set(key, null);
  const fields = Object.values(type.getFields()).filter((f) => !f.args.some(isRequiredArgument));
  let result: string | undefined;
  if (depth === 1) {
    const leaf = fields.find((f) => isLeafType(getNamedType(f.type)));
    result = leaf?.name;
  } else {
    for (const f of fields) {
      const named = getNamedType(f.type);
      if (!isObjectType(named)) continue;
      const below = deepSelection(named, depth - 1, seen);
      if (below) {
        result = `${f.name} { ${below} }`;
        break;
      }
    }
  }
  seen.set(key, result ?? null);
  return result;
}

/** Operation types, names and request shapes the server must refuse cleanly (each once per role given). */
export function graphQLProtocolCases(schema: GraphQLSchema, roles: readonly Role[]): FuzzCase[] {
  const deep = deepSelection(schema.getQueryType()!, 13);
  // A real field (graphql-armor does not count aliases of __typename).
  const cheap = Object.values(schema.getQueryType()!.getFields()).find((f) => !f.args.some(isRequiredArgument) && isLeafType(getNamedType(f.type)))?.name ?? deepSelection(schema.getQueryType()!, 2);
  const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: ${cheap}`).join(' ');
  const specs: [string, RequestSpec][] = [
    ['subscription operation', post({ query: 'subscription { __typename }' })],
    ['subscription operation (named, a field)', post({ query: 'subscription Watch { mySubscriptions { id } }', operationName: 'Watch' })],
    ['unknown operation type', post({ query: 'mutate Fuzz { __typename }' })],
    ['unknown operationName', post({ query: 'query A { __typename }', operationName: 'B' })],
    ['two operations, no operationName', post({ query: 'query A { __typename } query B { __typename }' })],
    ['fragment only, no operation', post({ query: 'fragment F on Query { __typename }' })],
    ['query is a number', post({ query: 42 })],
    ['query missing', post({ variables: {} })],
    ['variables is a string', post({ query: '{ __typename }', variables: 'x' })],
    ['variables is an array', post({ query: '{ __typename }', variables: [1] })],
    ['operationName is an object', post({ query: '{ __typename }', operationName: { a: 1 } })],
    ['raw NUL byte in document', post({ query: '{ __typename \u0000 }' })],
    ['unknown persisted query', post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } })],
    ['batched (JSON array) body', post([{ query: '{ __typename }' }, { query: '{ __typename }' }])],
    ['text/plain POST', post('{ __typename }', { 'content-type': 'text/plain' })],
    ['mutation over GET', { method: 'GET', path: `/graphql?query=${encodeURIComponent('mutation { logout }')}`, headers: { 'apollo-require-preflight': 'true' } }],
    ['query over GET', { method: 'GET', path: `/graphql?query=${encodeURIComponent('{ categories { id } }')}`, headers: { 'apollo-require-preflight': 'true' } }],
    ['variables over GET not JSON', { method: 'GET', path: `/graphql?query=${encodeURIComponent('{ __typename }')}&variables=%7Bbad`, headers: { 'apollo-require-preflight': 'true' } }],
  ];
  // The two deliberate documents over a limit (refused with 400 before anything runs): once, as a guest.
  const overLimits: [string, RequestSpec][] = [
    ['aliases 16 (limit 15)', post({ query: `{ ${aliases} }` })],
    ...(deep ? [['depth 13 (limit 12)', post({ query: `{ ${deep} }` })] as [string, RequestSpec]] : []),
  ];
  const make = (role: Role, [kind, spec]: [string, RequestSpec]): FuzzCase => ({
    target: `graphql ${kind.startsWith('subscription') ? 'Subscription' : 'request'}`,
    role,
    mutations: [],
    kind,
    build: () => spec,
  });
  return [...roles.flatMap((role) => specs.map((s) => make(role, s))), ...overLimits.map((s) => make(roles[0], s))];
}
