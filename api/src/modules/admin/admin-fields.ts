import type { FastifyRequest } from 'fastify';
import { jsonBody, queryInt, type JsonBody } from '../../core/rest-route.js';
import { badInput, checkDateRange, MAX_INT, parseId } from '../../lib/errors.js';
import { MONEY_LIMIT_RUPEES, rupeesToPaise, type Paise } from '../../lib/money.js';
import { ADMIN_MESSAGES } from './admin.rules.js';

/*
 * Readers for the admin forms' REST bodies: the spec's snake_case names, numbers sent as
 * numbers or digits, and "absent" kept apart from "cleared" so a PUT can change some fields.
 */

export { jsonBody, type JsonBody };

/** A category id the back office names, with the spec's message when there is none (§5 Admin). */
export function categoryId(raw: string | number | null | undefined): number {
  if (raw === undefined || raw === null || raw === '' || raw === 'undefined' || raw === 'null') throw badInput(ADMIN_MESSAGES.noCategoryId, 'fruits_cat_id');
  return parseId(raw, 'fruits_cat_id');
}

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

/** A number field's value as sent: a JSON number, or digits in a string (forms send text). Arrays, booleans and objects are refused, never coerced. */
function numberOf(value: unknown, pattern: RegExp): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && pattern.test(value.trim())) return Number(value);
  return NaN;
}

/** A whole number that fits an integer column (|n| < 2^31); '' and null read as null (no limit, cleared). */
export function wholeNumber(value: unknown, field: string): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const n = numberOf(value, /^-?\d{1,10}$/);
  if (!Number.isInteger(n)) throw badInput(`${field} must be a whole number`, field);
  if (Math.abs(n) > MAX_INT) throw badInput(`${field} must be at most ${MAX_INT}`, field);
  return n;
}

/** A plain number within [min, max] (a weight); '' and null read as null. */
export function decimalNumber(value: unknown, field: string, { min = 0, max }: { min?: number; max: number }): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const n = numberOf(value, /^-?\d+(\.\d+)?$/);
  if (!Number.isFinite(n) || n < min || n > max) throw badInput(`${field} must be a number from ${min} to ${max}`, field);
  return n;
}

/** Rupees (or percent) with at most two decimals → hundredths; '' and null read as null. */
export function hundredthsOf(value: unknown, field: string): Paise | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const n = numberOf(value, /^-?\d+(\.\d+)?$/);
  try {
    return rupeesToPaise(n);
  } catch {
    throw badInput(Number.isFinite(n) && Math.abs(n) >= MONEY_LIMIT_RUPEES ? `${field} must be below 10000000000` : `${field} must be a number with at most two decimals`, field);
  }
}

export function flag(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw badInput(`${field} must be true or false`, field);
}

/** A date sent as text (YYYY-MM-DD or an ISO date-time) within the shop's sane range. */
export function dateOf(value: unknown, field: string): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())) throw badInput(`${field} must be a date (YYYY-MM-DD)`, field);
  const date = new Date(value.trim());
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value.trim().slice(0, 10)) throw badInput(`${field} must be a real date (YYYY-MM-DD)`, field);
  checkDateRange(date, field);
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
