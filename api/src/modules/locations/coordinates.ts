import { badInput } from '../../lib/errors.js';

const RANGE = { lat: 90, lon: 180 } as const;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A coordinate in range, or a 400 saying which one and why. Accepts numbers and plain decimal strings only. */
export function parseCoordinate(raw: unknown, name: 'lat' | 'lon'): number {
  const limit = RANGE[name];
  if (raw === undefined || raw === null || raw === '') throw badInput(`${name} is required`, name);
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && DECIMAL.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isFinite(value) || Math.abs(value) > limit) {
    throw badInput(`${name} must be a number between -${limit} and ${limit}`, name);
  }
  return value;
}

export function parseCoordinates(lat: unknown, lon: unknown): { lat: number; lon: number } {
  return { lat: parseCoordinate(lat, 'lat'), lon: parseCoordinate(lon, 'lon') };
}

/** The spec's fallback text: both coordinates at six decimals. */
export const coordinatesText = (lat: number, lon: number) => `${lat.toFixed(6)}, ${lon.toFixed(6)}`;
