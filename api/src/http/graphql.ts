import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Kind, type GraphQLFormattedError, type GraphQLSchema, type SelectionNode } from 'graphql';
import type { Config } from '../config.js';
import type { RequestContext } from '../core/request-context.js';
import { AppError, classifyFailure } from '../lib/errors.js';
import { documentLimitRefusal, documentLimitRules, documentParseOptions, hideSuggestions } from './graphql-limits.js';
import { documentTextRule } from './input-guard.js';
import { errorStatusPlugin } from './rate-limit.js';

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
          const fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
          let cost = 0;
          const walk = (selections: readonly SelectionNode[], seen: Set<string>) => {
            for (const selection of selections) {
              if (selection.kind === Kind.FIELD) {
                if (selection.name.value !== '__typename') cost += fieldCost(schema, selection.name.value);
              } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet.selections, seen);
              else if (!seen.has(selection.name.value)) {
                seen.add(selection.name.value);
                const fragment = fragments.get(selection.name.value);
                if (fragment) walk(fragment.selectionSet.selections, seen);
              }
            }
          };
          walk(operation.selectionSet.selections, new Set());
          if (cost > 1) await contextValue.chargeRequests(cost - 1);
        },
      };
    },
  };
}

export async function mountGraphQL(app: FastifyInstance, schema: GraphQLSchema, config: Config): Promise<ApolloServer<RequestContext>> {
  const landingPage: ApolloServerPlugin = config.isProduction
    ? ApolloServerPluginLandingPageDisabled()
    : ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true });

  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: config.graphqlIntrospection,
    // Stack traces stay in the server log (formatError logs every unexpected error whole).
    includeStacktraceInErrorResponses: false,
    // Cache-control hints are unused (no CDN or response cache) and the plugin would wrap
    // every field resolver; measured as a visible share of a product list's CPU time.
    plugins: [fastifyApolloDrainPlugin(app), landingPage, ApolloServerPluginCacheControlDisabled(), errorStatusPlugin(), requestCostPlugin()],
    // Abuse limits (graphql-limits.ts): token ceiling while parsing, then depth, aliases,
    // directives and cost. One operation per request: a JSON array body is refused.
    parseOptions: documentParseOptions(config.graphqlLimits),
    validationRules: [...documentLimitRules(config.graphqlLimits), documentTextRule],
    allowBatchedHttpRequests: false,
    formatError: graphQLErrorFormatter(config, app.log),
  });
  await apollo.start();

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: fastifyApolloHandler(apollo, { context: async (req) => req.ctx }),
  });
  return apollo;
}
