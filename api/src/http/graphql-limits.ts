import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  Kind,
  Lexer,
  parse,
  Source,
  TokenKind,
  validate,
  visit,
  type ASTNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ParseOptions,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { GraphQLLimits } from '../config.js';

/**
 * Ceilings on one GraphQL document, checked before anything runs: tokens while parsing
 * (graphql's own `maxTokens`), then depth, aliases, directives and estimated cost as
 * validation rules (graphql-armor's). A refused document answers HTTP 400 with one of these
 * codes in `extensions.code`; Apollo caches a document once it has passed, so an accepted
 * operation is checked once, not per request.
 */
export const DOCUMENT_LIMIT_CODES = {
  tokens: 'QUERY_TOO_LONG',
  depth: 'QUERY_TOO_DEEP',
  aliases: 'TOO_MANY_ALIASES',
  directives: 'TOO_MANY_DIRECTIVES',
  cost: 'QUERY_TOO_COSTLY',
  mutations: 'TOO_MANY_MUTATIONS',
} as const;

export type DocumentLimit = keyof typeof DOCUMENT_LIMIT_CODES;
export type DocumentLimitCode = (typeof DOCUMENT_LIMIT_CODES)[DocumentLimit];

/**
 * A list argument given as a variable counts as this many items in the cost: validation
 * runs once per document (not per set of variables), so it assumes the largest page any list
 * field serves (products: 1 to 100). Without it `first: $n` would cost one item, whatever n.
 */
export const WORST_CASE_PAGE_SIZE = 100;

/** The error a limit rule reports; the error formatter restores its code (Apollo's wrapper renames it). */
export class DocumentLimitError extends GraphQLError {
  readonly code: DocumentLimitCode;
  constructor(code: DocumentLimitCode, message: string) {
    super(message, { extensions: { code } });
    this.code = code;
  }
}

/** Called with what a document measured for each limit it passed (for the headroom tests). */
export type LimitObserver = (limit: DocumentLimit, found: number) => void;

function armorOptions(limit: DocumentLimit, observe?: LimitObserver) {
  return {
    exposeLimits: true,
    // Report (rather than throw) so every other validation error is still listed.
    propagateOnRejection: false,
    onReject: [
      (ctx: ValidationContext | null, error: GraphQLError) =>
        ctx?.reportError(new DocumentLimitError(DOCUMENT_LIMIT_CODES[limit], error.message.replace(/^Syntax Error: /, ''))),
    ],
    onAccept: observe ? [(_ctx: ValidationContext | null, details: { n: number }) => observe(limit, details.n)] : [],
  };
}

/** Rewrites `first: $x` / `last: $x` to the worst-case page size, for the cost estimate only. */
function withWorstCasePages<T extends ASTNode>(node: T): T {
  return visit(node, {
    Argument(arg) {
      if ((arg.name.value === 'first' || arg.name.value === 'last') && arg.value.kind === Kind.VARIABLE) {
        return { ...arg, value: { kind: Kind.INT, value: String(WORST_CASE_PAGE_SIZE) } };
      }
      return undefined;
    },
  });
}

/** graphql-armor's cost rule, fed the operation (and its fragments) with variable page sizes made explicit. */
function costRule(options: ReturnType<typeof armorOptions> & { maxCost: number }): ValidationRule {
  const armorRule = costLimitRule({ ...options, flattenFragments: true });
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode | null | undefined>();
    const view: ValidationContext = Object.create(context);
    view.getFragment = (name) => {
      if (!fragments.has(name)) {
        const fragment = context.getFragment(name);
        fragments.set(name, fragment && withWorstCasePages(fragment));
      }
      return fragments.get(name) ?? undefined;
    };
    const visitor = armorRule(view);
    return {
      OperationDefinition: { enter: (operation: OperationDefinitionNode) => visitor.onOperationDefinitionEnter(withWorstCasePages(operation)) },
    };
  };
}

/** The root fields a mutation operation selects, fragments spread at the root included. */
function rootFieldCount(context: ValidationContext, selections: OperationDefinitionNode['selectionSet']['selections'], seen = new Set<string>()): number {
  let count = 0;
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += rootFieldCount(context, selection.selectionSet.selections, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += rootFieldCount(context, fragment.selectionSet.selections, seen);
    }
  }
  return count;
}

/**
 * At most `max` root fields in a mutation operation: each alias of a mutation is one more
 * change (and possibly one more Argon2 hash and email), so one request may not hold many.
 */
function maxMutationsRule(max: number, observe?: LimitObserver): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      if (operation.operation !== 'mutation') return;
      const found = rootFieldCount(context, operation.selectionSet.selections);
      observe?.('mutations', found);
      if (found > max) context.reportError(new DocumentLimitError(DOCUMENT_LIMIT_CODES.mutations, `Mutation limit of ${max} exceeded, found ${found}.`));
    },
  });
}

/**
 * Subscriptions are not served (there is no subscription transport); graphql's validation lets
 * a `subscription { … }` through to execution, which would fail there as a server error.
 */
const noSubscriptionsRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (operation.operation === 'subscription') context.reportError(new GraphQLError('Subscriptions are not supported by this server.', { nodes: [operation] }));
  },
});

/** The validation rules for depth, aliases, directives, cost and mutations (Apollo adds graphql's own rules). */
export function documentLimitRules(limits: GraphQLLimits, observe?: LimitObserver): ValidationRule[] {
  return [
    noSubscriptionsRule,
    maxMutationsRule(limits.maxMutations, observe),
    // Fragments are flattened: what counts is the shape of the response, not how it is spelled.
    maxDepthRule({ ...armorOptions('depth', observe), n: limits.maxDepth, flattenFragments: true }),
    maxAliasesRule({ ...armorOptions('aliases', observe), n: limits.maxAliases }),
    maxDirectivesRule({ ...armorOptions('directives', observe), n: limits.maxDirectives }),
    costRule({ ...armorOptions('cost', observe), maxCost: limits.maxCost }),
  ];
}

/** graphql's parser stops after this many tokens, so an over-long document costs no more than that to refuse. */
export function documentParseOptions(limits: GraphQLLimits): ParseOptions {
  return { maxTokens: limits.maxTokens };
}

// graphql 16 words it "more that N tokens"; later versions may fix the typo.
const TOKEN_LIMIT = /^Syntax Error: Document contains more tha[nt] (\d+) tokens/;

/**
 * The code and message a refused document answers with, or undefined for any other error.
 * `error` is what Apollo hands the error formatter: its ValidationError / SyntaxError wraps
 * the rule's or the parser's error as `originalError` and renames the code.
 */
export function documentLimitRefusal(error: unknown): { code: DocumentLimitCode; message: string } | undefined {
  // Duck-typed: the parser's error may come from another copy of graphql than ours (CJS/ESM).
  const original = (error as { originalError?: unknown } | null)?.originalError ?? error;
  if (original instanceof DocumentLimitError) return { code: original.code, message: original.message };
  const message = (original as { message?: unknown } | null)?.message;
  const tokens = typeof message === 'string' ? TOKEN_LIMIT.exec(message) : null;
  if (tokens) return { code: DOCUMENT_LIMIT_CODES.tokens, message: `Token limit of ${tokens[1]} exceeded.` };
  return undefined;
}

export function countTokens(source: string): number {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

/**
 * Checks a document against the limits exactly as the server does (same parse option, same
 * rules) and reports what it measured; for tests and for choosing the limits.
 */
export function checkDocument(schema: GraphQLSchema, source: string, limits: GraphQLLimits) {
  const measured: Partial<Record<DocumentLimit, number>> = { tokens: countTokens(source) };
  let refusals: { code: string; message: string }[];
  try {
    const document = parse(source, documentParseOptions(limits));
    const errors = validate(schema, document, documentLimitRules(limits, (limit, found) => (measured[limit] = found)));
    refusals = errors.map((error) => documentLimitRefusal(error) ?? { code: String(error.extensions.code), message: error.message });
  } catch (error) {
    const refusal = documentLimitRefusal(error);
    if (!refusal) throw error;
    refusals = [refusal];
  }
  return { refusals, measured };
}

/**
 * Cuts graphql's "Did you mean …?" hints (fields, arguments, types, enum values) from a
 * message. graphql-armor's block-field-suggestions does the same for fields and types but
 * misses enum values and leaves the question mark behind.
 */
export function hideSuggestions(message: string): string {
  return message.replace(/ ?Did you mean [^?]*\?/g, '').trim();
}
