import { Kind, GraphQLError, type ValidationRule } from 'graphql';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';
import { findTextProblem, textProblem, type TextProblem } from '../lib/text-rules.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its body as the exact bytes sent (rest.ts sets it from the route table). */
    rawBody?: boolean;
  }
}

/** A text that breaks the edge's rules (lib/text-rules.ts): a 400 naming the field. */
const refuse = (problem: TextProblem) => new AppError('BAD_USER_INPUT', problem.message, { field: problem.path, reason: 'INVALID_TEXT' });

/**
 * The edge's check of every value a client sends, on both APIs: every request's parsed body,
 * query string and path parameters (GraphQL variables travel in the body). Raw-body routes (the webhook, whose signature covers the exact bytes) are
 * left to their handler.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    // Pages read a few known query parameters, and pageUrl() drops any that is not clean text:
    // a stray byte in a link should still show the page.
    if (req.routeOptions.url === '/' || req.routeOptions.url === '/*') return;
    const problem =
      findTextProblem(req.params, 'path') ??
      findTextProblem(req.query, 'query') ??
      (typeof req.body === 'string' && req.routeOptions.config?.rawBody ? undefined : findTextProblem(req.body, ''));
    if (problem) throw refuse(problem);
  });
}

/** The same rule for text written into a GraphQL document (`"x\u0000y"` is a NUL once parsed). */
export const documentTextRule: ValidationRule = (context) => ({
  [Kind.STRING](node) {
    const problem = textProblem(node.value, 'Text');
    if (problem) context.reportError(new GraphQLError(problem.message, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
  },
});
