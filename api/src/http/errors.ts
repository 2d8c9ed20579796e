import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, classifyFailure, type ErrorCode } from '../lib/errors.js';

interface ErrorReply {
  status: number;
  code: ErrorCode | 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE';
  message: string;
  /** Sent as Retry-After (a RATE_LIMITED AppError carries it). */
  retryAfterSeconds?: number;
}

/** Maps anything thrown to a status, a stable code and a message that is safe to show. */
export function describeError(error: FastifyError | Error): ErrorReply {
  if (error instanceof AppError) {
    const retryAfter = Number(error.extensions.retryAfterSeconds);
    return { status: error.status, code: error.code, message: error.message, ...(retryAfter > 0 ? { retryAfterSeconds: Math.ceil(retryAfter) } : {}) };
  }
  const fe = error as FastifyError;
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'BAD_REQUEST', message: 'Malformed JSON body' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' };
  }
  if (fe.validation) return { status: 400, code: 'BAD_USER_INPUT', message: fe.message };
  if (fe.statusCode === 429) return { status: 429, code: 'RATE_LIMITED', message: 'Too many requests' };
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return { status: fe.statusCode, code: 'BAD_REQUEST', message: fe.message };
  }
  const classified = classifyFailure(error);
  if (classified) return describeError(classified);
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' };
}

const isGraphQLPath = (req: FastifyRequest) => req.routeOptions?.url === '/graphql' || req.url.split('?')[0] === '/graphql';

function send(req: FastifyRequest, reply: FastifyReply, { status, code, message, retryAfterSeconds }: ErrorReply) {
  reply.code(status).type('application/json; charset=utf-8');
  if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
  // GraphQL clients read `errors`; REST clients read `error` and `code`.
  return isGraphQLPath(req) ? { errors: [{ message, extensions: { code, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) } }] } : { error: message, code };
}

/** No stack trace, no bare 500 text: every failure answers with JSON and a stable code. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => {
    const described = describeError(error as Error);
    if (described.status >= 500) req.log.error({ err: error }, 'request failed');
    else if (!(error instanceof AppError) && described.code === 'BAD_USER_INPUT') req.log.warn({ err: error }, 'the database refused a value the edge let through');
    return send(req, reply, described);
  });
}

export function notFoundReply(req: FastifyRequest, reply: FastifyReply) {
  return send(req, reply, { status: 404, code: 'NOT_FOUND', message: `No such path: ${req.method} ${req.url.split('?')[0]}` });
}
