import type { FastifyRequest } from 'fastify';
import { jsonBody, queryInt, type JsonBody } from '../../core/rest-route.js';
import { badInput } from '../../lib/errors.js';
import { rupeesToPaise, type Paise } from '../../lib/money.js';

/*
 * Readers for the admin forms' REST bodies: the spec's snake_case names, numbers sent as
 * numbers or digits, and "absent" kept apart from "cleared" so a PUT can change some fields.
 */

export { jsonBody, type JsonBody };

export const pathParam = (req: FastifyRequest, name = 'id') => String((req.params as Record<string, string>)[name] ?? '');

/** The first of `keys` present in the body (undefined when none is). */
export function pick(body: JsonBody, ...keys: string[]): unknown {
  for (const key of keys) if (key in body) return body[key];
  return undefined;
}

export function text(value: unknown, field: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw badInput(`${field} must be text`, field);
}

/** A whole number; '' and null read as null (no limit, cleared). */
export function wholeNumber(value: unknown, field: string): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const n = typeof value === 'number' ? value : /^-?\d+$/.test(String(value).trim()) ? Number(value) : NaN;
  if (!Number.isInteger(n)) throw badInput(`${field} must be a whole number`, field);
  return n;
}

/** Rupees (or percent) with at most two decimals → hundredths; '' and null read as null. */
export function hundredthsOf(value: unknown, field: string): Paise | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const n = typeof value === 'number' ? value : /^-?\d+(\.\d+)?$/.test(String(value).trim()) ? Number(value) : NaN;
  try {
    return rupeesToPaise(n);
  } catch {
    throw badInput(`${field} must be a number with at most two decimals`, field);
  }
}

export function flag(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw badInput(`${field} must be true or false`, field);
}

export function dateOf(value: unknown, field: string): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) throw badInput(`${field} must be a date`, field);
  return date;
}

/** ?limit and ?offset as whole numbers. */
export function page(req: FastifyRequest): { limit?: number; offset?: number } {
  const limit = queryInt(req, 'limit');
  const offset = queryInt(req, 'offset');
  if (Number.isNaN(limit) || Number.isNaN(offset)) throw badInput('limit and offset must be whole numbers');
  return { limit, offset };
}

/** Drops the keys whose value is undefined (fields a PUT did not name). */
export const defined = <T extends object>(fields: T): Partial<T> => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
