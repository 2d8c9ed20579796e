/*
 * The shop's calendar: days and months begin at midnight in India (Asia/Kolkata, UTC+05:30 all
 * year: India keeps no daylight saving time, so a fixed offset is exact). The back office's
 * figures ("this month", "the last 30 days") are cut here, from a `now` the caller may pass.
 */

export const SHOP_TIME_ZONE = 'Asia/Kolkata';
const OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date in India at this instant, as year, month (0-11) and day. */
function localParts(at: Date): { year: number; month: number; day: number } {
  const local = new Date(at.getTime() + OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/** The instant Indian midnight begins on this calendar date (month and day may overflow, as Date.UTC allows). */
const indianMidnight = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day) - OFFSET_MS);

/** The first instant of the Indian calendar month `monthsBack` months before now's. */
export function monthStart(now: Date, monthsBack = 0): Date {
  const { year, month } = localParts(now);
  return indianMidnight(year, month - monthsBack, 1);
}

/** The first instant of the Indian calendar day `daysBack` days before now's. */
export function dayStart(now: Date, daysBack = 0): Date {
  const { year, month, day } = localParts(now);
  return indianMidnight(year, month, day - daysBack);
}

/** The Indian calendar date of an instant, YYYY-MM-DD. */
export function shopDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}
