import type { FastifyRequest } from 'fastify';
import type { RequestContext } from './request-context.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One documented /api path. Handlers are thin: read the request, call one service method,
 * shape the reply in the spec's snake_case. Rules stay in the services.
 */
export interface RestRoute {
  method: HttpMethod;
  /** Path under /api, Fastify syntax (`/product/:productId`). */
  url: string;
  status?: number;
  handler(ctx: RequestContext, req: FastifyRequest): Promise<unknown>;
}

/** Reads a query-string value as an optional integer; NaN signals "not a number" to the caller. */
export function queryInt(req: FastifyRequest, name: string): number | undefined {
  const raw = (req.query as Record<string, unknown>)[name];
  if (raw === undefined || raw === '') return undefined;
  return /^\d+$/.test(String(raw)) ? Number(raw) : NaN;
}

export function queryText(req: FastifyRequest, name: string): string | undefined {
  const raw = (req.query as Record<string, unknown>)[name];
  return typeof raw === 'string' ? raw : undefined;
}
