import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { stampOf, type ContentVersion } from '../core/content-version.js';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { HeaderMap, type HTTPGraphQLRequest } from '@apollo/server';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  getOperationAST,
  Kind,
  parse,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ParseOptions,
  type SelectionNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { isDepsTracked, isGuestCached } from '../core/guest-cache.js';
import type { RequestContext } from '../core/request-context.js';
import { AppError, classifyFailure } from '../lib/errors.js';
import { documentLimitRefusal, documentLimitRules, documentParseOptions, hideSuggestions } from './graphql-limits.js';
import { compiledExecutionGateway } from './graphql-executor.js';
import { registerExplorerFiles, sendExplorer, wantsExplorer } from './graphql-explorer.js';
import { documentTextRule } from './input-guard.js';
import { errorStatusPlugin } from './rate-limit.js';
import { wantsFresh, type ResponseCache } from './response-cache.js';

/** Codes Apollo itself gives to a client's mistakes; their messages are safe to show. */
const CLIENT_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * Expected failures (AppError, a client's malformed query) pass through with their code; an
 * unavailable database or a value it refused becomes 503 or 400 (classifyFailure); anything
 * else is a bug: logged whole, and answered with a generic message in every mode.
 * A document over a limit keeps its own code (Apollo files it under validation or parsing).
 * In production, "Did you mean …" suggestions are cut: with introspection off they would
 * still spell out the schema one guess at a time.
 */
const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables, error limit reached. Execution aborted.';

export function graphQLErrorFormatter(config: Pick<Config, 'isProduction'>, log: Pick<FastifyBaseLogger, 'error'>) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) return formatted;
    const refusal = documentLimitRefusal(error);
    if (refusal) return { ...formatted, message: refusal.message, extensions: { ...formatted.extensions, code: refusal.code } };
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) {
      return config.isProduction ? { ...formatted, message: hideSuggestions(formatted.message) } : formatted;
    }
    // graphql-js stops coercing a variable after 50 bad values and adds this error without a
    // code (a list of 1,000 wrong items): the client's input, not a failure of ours.
    if (formatted.message === TOO_MANY_VARIABLE_ERRORS) return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } };
    const classified = classifyFailure(original);
    if (classified) {
      if (classified.code === 'SERVICE_UNAVAILABLE') log.error({ err: original }, 'graphql resolver failed: database unavailable');
      return { message: classified.message, locations: formatted.locations, path: formatted.path, extensions: { ...classified.extensions } };
    }
    // A bug: the whole error (SQL, values, stack) goes to the server log only; in no mode
    // does the client see a statement, a bound value or a file path.
    log.error({ err: original }, 'graphql resolver failed');
    return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** A root field's cost against the per-IP API budget: its `requestCost` extension, else 1. */
const fieldCost = (schema: GraphQLSchema, name: string) => Number(schema.getMutationType()?.getFields()[name]?.extensions?.requestCost) || 1;

/**
 * An operation counts as one request when it arrives; a mutation whose root fields cost more
 * (expensive ones declare `requestCost`, e.g. a code request) is charged the rest before it
 * runs, so aliases cannot buy many Argon2 hashes and emails for the price of one request.
 */
export function requestCostPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, schema, contextValue, document }) {
          if (operation?.operation !== 'mutation' || !contextValue.chargeRequests) return;
          let cost = 0;
          for (const name of rootFields(document, operation)) cost += fieldCost(schema, name);
          if (cost > 1) await contextValue.chargeRequests(cost - 1);
        },
      };
    },
  };
}

/**
 * The root fields an operation selects, once per selection (an alias repeats a name), through
 * fragments and inline fragments; `__typename` aside. A fragment spread twice counts once.
 */
function rootFields(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const names: string[] = [];
  const walk = (selections: readonly SelectionNode[], seen: Set<string>) => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== '__typename') names.push(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet.selections, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet.selections, seen);
      }
    }
  };
  walk(operation.selectionSet.selections, new Set());
  return names;
}

/** Whether an operation is a query whose every root field is GUEST_CACHED (core/guest-cache.ts). */
function cacheableOperation(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode | null | undefined): boolean {
  if (operation?.operation !== 'query') return false;
  const fields = schema.getQueryType()?.getFields() ?? {};
  const names = rootFields(document, operation);
  return names.length > 0 && names.every((name) => isGuestCached(fields[name]?.extensions));
}

/**
 * Which query texts may be answered from the guest response cache, worked out once per text
 * (and operation name) before anything runs, so that other operations never pay for the
 * catalogue-version read. The text is parsed under the same token ceiling as Apollo's; one
 * that fails to parse is simply not cacheable (Apollo then refuses it). Bounded by size.
 */
function cacheableDocuments(schema: GraphQLSchema, parseOptions: ParseOptions) {
  const verdicts = new LRUCache<string, boolean>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (_verdict, key) => key.length + 16 });
  return (query: string, operationName: string | undefined): boolean => {
    const key = `${operationName ?? ''}\n${query}`;
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      try {
        const document = parse(query, parseOptions);
        verdict = cacheableOperation(schema, document, getOperationAST(document, operationName));
      } catch {
        verdict = false;
      }
      verdicts.set(key, verdict);
    }
    return verdict;
  };
}

/**
 * Marks the HTTP requests whose answer may be kept: a cacheable operation (checked again on
 * Apollo's own document) asked by a guest, answered 200 without a single error.
 */
function guestCachePlugin(marked: WeakSet<HTTPGraphQLRequest>): ApolloServerPlugin<RequestContext> {
  const verdicts = new WeakMap<OperationDefinitionNode, boolean>();
  return {
    async requestDidStart({ request }) {
      // In-process operations (server-rendered pages) have no HTTP request and their own cache.
      if (!request.http) return;
      return {
        async willSendResponse({ request, operation, document, schema, response, contextValue }) {
          if (!operation || !document || !request.http || contextValue.viewer.kind !== 'guest') return;
          if (response.body.kind !== 'single' || response.body.singleResult.errors || (response.http.status ?? 200) !== 200) return;
          let verdict = verdicts.get(operation);
          if (verdict === undefined) verdicts.set(operation, (verdict = cacheableOperation(schema, document, operation)));
          if (verdict) marked.add(request.http);
        },
      };
    },
  };
}

/**
 * An operation whose root fields are not all DEPS_TRACKED (core/guest-cache.ts) may read the
 * product table without saying what it read: the request's cached page or answer then
 * depends on every catalogue change (core/cache-deps.ts). In-process operations (server
 * rendering) included.
 */
function cacheDepsPlugin(): ApolloServerPlugin<RequestContext> {
  const verdicts = new WeakMap<OperationDefinitionNode, boolean>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, schema, contextValue }) {
          if (!operation) return contextValue.cacheDeps.all();
          let tracked = verdicts.get(operation);
          if (tracked === undefined) {
            const fields = schema.getQueryType()?.getFields() ?? {};
            tracked = operation.operation === 'query' && rootFields(document, operation).every((name) => isDepsTracked(fields[name]?.extensions));
            verdicts.set(operation, tracked);
          }
          if (!tracked) contextValue.cacheDeps.all();
        },
      };
    },
  };
}

/**
 * The response-cache key of a guest's GraphQL POST, or undefined when the request is not one
 * Apollo reads the same way each time (a JSON body holding only the query text, an operation
 * name and variables; anything else, such as a persisted-query extension, goes to Apollo
 * alone) or its operation is not cacheable. The Accept header is part of the key, since it
 * picks the reply's content type.
 */
function graphQLCacheKey(req: FastifyRequest, cacheable: (query: string, operationName: string | undefined) => boolean): string | undefined {
  if (req.method !== 'POST' || req.ctx.viewer.kind !== 'guest' || !req.headers['content-type']?.startsWith('application/json')) return undefined;
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { query, operationName, variables, ...rest } = body as Record<string, unknown>;
  if (typeof query !== 'string' || !query || Object.keys(rest).length > 0) return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
  if (!cacheable(query, operationName ?? undefined)) return undefined;
  return `graphql:${JSON.stringify([req.headers.accept ?? null, operationName ?? null, variables ?? null, query])}`;
}

/** What @as-integrations/fastify hands Apollo for a request (its converter is not exported). */
function toGraphQLRequest(req: FastifyRequest): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return { body: req.body, method: req.method.toUpperCase(), headers, search: new URL(req.url, `${req.protocol}://${req.hostname}/`).search };
}

export interface GraphQLMountOptions {
  /** Guest answers of GUEST_CACHED queries, shared with the REST routes. */
  responseCache: ResponseCache;
  /** The catalogue's version, read from the database per request (undefined: do not cache now). */
  contentVersion: () => Promise<ContentVersion | undefined>;
}

export async function mountGraphQL(
  app: FastifyInstance,
  schema: GraphQLSchema,
  config: Config,
  { responseCache, contentVersion }: GraphQLMountOptions,
): Promise<ApolloServer<RequestContext>> {
  const marked = new WeakSet<HTTPGraphQLRequest>();
  const cacheable = cacheableDocuments(schema, documentParseOptions(config.graphqlLimits));
  // A browser's GET is answered by our own explorer (graphql-explorer.ts), never Apollo's page.
  const explorer = config.graphqlIntrospection;
  if (explorer) registerExplorerFiles(app);

  const apollo = new ApolloServer<RequestContext>({
    ...(config.graphqlJit ? { gateway: compiledExecutionGateway(schema) } : { schema }),
    introspection: config.graphqlIntrospection,
    // Stack traces stay in the server log (formatError logs every unexpected error whole).
    includeStacktraceInErrorResponses: false,
    // Cache-control hints are unused (no CDN or response cache) and the plugin would wrap
    // every field resolver; measured as a visible share of a product list's CPU time.
    plugins: [fastifyApolloDrainPlugin(app), ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), errorStatusPlugin(), requestCostPlugin(), guestCachePlugin(marked), cacheDepsPlugin()],
    // Abuse limits (graphql-limits.ts): token ceiling while parsing, then depth, aliases,
    // directives and cost. One operation per request: a JSON array body is refused.
    parseOptions: documentParseOptions(config.graphqlLimits),
    validationRules: [...documentLimitRules(config.graphqlLimits), documentTextRule],
    allowBatchedHttpRequests: false,
    formatError: graphQLErrorFormatter(config, app.log),
  });
  await apollo.start();

  // The handler of @as-integrations/fastify, with the guest response cache in front: a repeat
  // of a query already answered at this catalogue version is sent as it was, without Apollo.
  // Everything before the handler still runs for it (per-IP budget, session, input guard), and
  // only an operation that passed the document limits and ran without error is ever stored.
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    if (explorer && wantsExplorer(req)) return sendExplorer(req, reply);
    const key = responseCache.enabled && !wantsFresh(req.headers['cache-control']) ? graphQLCacheKey(req, cacheable) : undefined;
    // Undefined as well while a catalogue write is open: then nothing is served or stored.
    const version = key ? await contentVersion() : undefined;
    if (key && version !== undefined) {
      const hit = responseCache.get(key, version);
      if (hit) {
        for (const [name, value] of hit.headers) void reply.header(name, value);
        void reply.header('x-response-cache', 'hit').code(hit.status);
        return hit.body;
      }
    }
    const httpGraphQLRequest = toGraphQLRequest(req);
    const { headers, body, status = 200 } = await apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: async () => req.ctx });
    for (const [name, value] of headers) void reply.header(name, value);
    void reply.code(status);
    if (body.kind === 'complete') {
      if (key && version !== undefined && marked.has(httpGraphQLRequest)) {
        responseCache.set(key, { version: stampOf(version, req.ctx.cacheDeps.snapshot()), status, headers: [...headers], body: body.string });
        void reply.header('x-response-cache', 'miss');
      }
      return body.string;
    }
    return reply.send(Readable.from(body.asyncIterator));
  };
  app.route({ url: '/graphql', method: ['GET', 'POST', 'OPTIONS'], handler });
  return apollo;
}
