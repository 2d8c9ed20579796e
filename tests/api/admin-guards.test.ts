import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { loadConfig } from '../../api/src/config.js';
import type { RestRoute } from '../../api/src/core/rest-route.js';
import { buildGraphQLSchema } from '../../api/src/graphql/schema.js';
import { ADMIN_ROLE } from '../../api/src/modules/admin/admin-guard.js';
import { ADMIN_RESOLVERS } from '../../api/src/modules/admin/admin-resolvers.js';
import { adminProductRestRoutes } from '../../api/src/modules/admin/admin-products.rest.js';
import { adminRestRoutes } from '../../api/src/modules/admin/admin.rest.js';
import type { ReverseGeocoder } from '../../api/src/modules/locations/reverse-geocoder.js';
import type { ImageStore } from '../../api/src/modules/media/image-store.js';
import type { PaymentService } from '../../api/src/modules/payments/payment.service.js';
import { configuredRestRoutes, REST_ROUTES } from '../../api/src/modules/rest-routes.js';
import { adminGql, adminLogin, call } from '../utils/admins.js';
import { connectTestOrm } from '../utils/orm.js';
import { makeShoppers } from '../utils/shoppers.js';

/*
 * Every admin operation, as the code declares it, refuses a guest (401 / UNAUTHENTICATED) and a
 * customer (403 / FORBIDDEN). The lists come from the built schema (fields marked by @AdminOnly)
 * and from the route table (entries with role 'admin'), never from a list kept by hand; and
 * every operation of the admin module that is not one of the sign-in steps must carry the guard.
 */

/** The back office's own sign-in steps: open to anyone by design (spec §2). */
const PUBLIC_ADMIN_FIELDS = new Set(['adminSignup', 'adminLogin', 'adminMe', 'adminLogout', 'adminForgotPassword', 'adminResetPassword']);
const PUBLIC_ADMIN_ROUTES = new Set(['POST /admin/signup', 'POST /admin/login', 'GET /admin/check-login', 'POST /admin/logout', 'GET /admin/logout', 'POST /admin/forgot-password', 'POST /admin/reset-password']);

let schema: GraphQLSchema;
let orm: MikroORM;
let customerToken: string;
let allRoutes: RestRoute[];

beforeAll(async () => {
  schema = await buildGraphQLSchema();
  orm = await connectTestOrm();
  [{ token: customerToken }] = await makeShoppers(orm, 1);
  // Building the tables calls no service: stand-ins are enough to read them.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
  allRoutes = [...REST_ROUTES, ...configuredRestRoutes(config, { geocoder: {} as ReverseGeocoder, payments: {} as PaymentService, images: {} as ImageStore })];
});
afterAll(async () => {
  await orm.close();
});

type Operation = { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

function guardedOperations(): Operation[] {
  const ops: Operation[] = [];
  for (const [kind, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(type!.getFields())) if (field.extensions.role === 'admin') ops.push({ kind, field });
  }
  return ops;
}

/** A value of the argument's type that passes validation, so the call reaches the guard. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, sample(f.type)]),
    );
  }
  if (isScalarType(type)) {
    const byName: Record<string, unknown> = { ID: '1', Int: 1, Float: 1, Money: 1, Boolean: true, String: 'x', DateTimeISO: new Date().toISOString(), JSONObject: {} };
    return type.name in byName ? byName[type.name] : 'x';
  }
  throw new Error(`no sample for ${String(type)}`);
}

function document({ kind, field }: Operation): { query: string; variables: Record<string, unknown> } {
  const required = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type) && a.defaultValue === undefined);
  const declared = required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return {
    query: `${kind} Guarded${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((a) => [a.name, sample(a.type)])),
  };
}

const adminRoutes = () => allRoutes.filter((r) => r.role === 'admin');
const concretePath = (url: string) => `/api${url.replace(/:[A-Za-z_]+/g, '1')}`;

describe('admin operations are derived from the code', () => {
  it('finds admin fields in the schema and admin routes in the table', () => {
    expect(guardedOperations().length).toBeGreaterThan(0);
    expect(adminRoutes().length).toBeGreaterThan(0);
  });

  it('marks exactly the fields that carry the ADMIN guard', () => {
    const storage = getMetadataStorage();
    const handlers = [...storage.queries, ...storage.mutations];
    const guarded = new Set(
      storage.authorizedFields
        .filter((a) => a.roles.includes(ADMIN_ROLE))
        .flatMap((a) => handlers.filter((h) => h.target === a.target && h.methodName === a.fieldName).map((h) => h.schemaName)),
    );
    expect(new Set(guardedOperations().map((op) => op.field.name))).toEqual(guarded);
  });

  it('guards every operation of the admin module but its sign-in steps', () => {
    const storage = getMetadataStorage();
    const adminClasses = new Set<unknown>(ADMIN_RESOLVERS);
    const marked = new Set(guardedOperations().map((op) => op.field.name));
    const unguarded = [...storage.queries, ...storage.mutations]
      .filter((h) => adminClasses.has(h.target) && !PUBLIC_ADMIN_FIELDS.has(h.schemaName) && !marked.has(h.schemaName))
      .map((h) => h.schemaName);
    expect(unguarded).toEqual([]);
    const openRoutes = [...adminRestRoutes, ...adminProductRestRoutes({ images: {} as ImageStore })].filter((r) => r.role !== 'admin' && !PUBLIC_ADMIN_ROUTES.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`);
    expect(openRoutes).toEqual([]);
  });
});

describe('every admin GraphQL operation', () => {
  it('answers UNAUTHENTICATED to a guest and FORBIDDEN to a customer', async () => {
    const outcomes: string[] = [];
    for (const op of guardedOperations()) {
      const { query, variables } = document(op);
      const guest = await adminGql(query, variables);
      const customer = await adminGql(query, variables, { token: customerToken });
      outcomes.push(`${op.field.name}: ${guest.errors?.[0]?.extensions?.code} ${customer.errors?.[0]?.extensions?.code}`);
    }
    expect(outcomes).toEqual(guardedOperations().map((op) => `${op.field.name}: UNAUTHENTICATED FORBIDDEN`));
  });

  it('reaches the resolver for an admin (the guard is what refused the others)', async () => {
    const { token } = await adminLogin();
    const reply = await adminGql<{ admins: unknown[] }>('{ admins { id } }', {}, { token });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.admins.length).toBeGreaterThan(0);
  });
});

describe('every admin REST route', () => {
  it('answers 401 to a guest and 403 to a customer', async () => {
    const outcomes: string[] = [];
    for (const route of adminRoutes()) {
      const path = concretePath(route.url);
      const body = route.method === 'GET' ? undefined : {};
      const guest = await call<{ code: string }>(route.method, path, { body });
      const customer = await call<{ code: string }>(route.method, path, { body, token: customerToken });
      outcomes.push(`${route.method} ${route.url}: ${guest.status} ${guest.body?.code} ${customer.status} ${customer.body?.code}`);
    }
    expect(outcomes).toEqual(adminRoutes().map((r) => `${r.method} ${r.url}: 401 UNAUTHENTICATED 403 FORBIDDEN`));
  });
});
