/*
 * A subscription's delivery calendar, and what pausing, resuming and skipping do to it
 * (issue 29; docs/decisions/0022-pause-skip-subscriptions.md). Pure: days are 'YYYY-MM-DD'
 * calendar days, counted in whole days with no time zone, and "today" is always passed in.
 *
 * - Deliveries fall on a fixed grid: start + k × interval (k ≥ 1) up to the end date.
 * - A delivery on today is already under way: changes act on deliveries after today.
 * - A pause from P until U misses the deliveries d with P < d < U; deliveries restart on U.
 *   An open-ended pause is a pause until P + 8 weeks that resuming can end sooner.
 * - A skip drops the next delivery.
 * - Whatever is missed moves the end date out by whole intervals, until the customer gets
 *   exactly as many deliveries as before the change: nobody pays for one not made.
 */

export const PAUSE_MAX_DAYS = 56;
export const SKIPS_PER_PERIOD = 2;
/** The skip limit's period: four weeks counted from the start (a month of '4 deliveries/month'). */
export const SKIP_PERIOD_DAYS = 28;
/** How many coming deliveries the account page lists. */
export const UPCOMING_DELIVERY_COUNT = 4;

export const PAUSE_DATE_MESSAGE = `Choose a date after today and within ${PAUSE_MAX_DAYS / 7} weeks`;

export interface DeliverySchedule {
  planType: string;
  startDate: string;
  endDate: string;
  skippedDates: readonly string[];
  /** Deliveries strictly between `from` and `until` are missed. */
  pause: { from: string; until: string } | null;
}

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid 'YYYY-MM-DD'; NaN for anything else (2026-02-30 too). */
export function dayNumber(day: string): number {
  const m = DAY.exec(day);
  if (!m) return Number.NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms / DAY_MS : Number.NaN;
}

export const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string => dayOf(dayNumber(day) + days);
/** Today as a calendar day, in UTC (as the server and its SQL `current_date` count it). */
export const todayDay = (now = new Date()): string => now.toISOString().slice(0, 10);

/**
 * Days between deliveries by plan type. Monthly is '4 deliveries/month' (spec §9), so it
 * delivers weekly like Weekly; Bi-Weekly every 14 days; any other (admin-made) type weekly.
 */
export function deliveryIntervalDays(planType: string): number {
  const type = planType.trim().toLowerCase().replace(/[\s_]+/g, '-');
  return type === 'bi-weekly' || type === 'biweekly' ? 14 : 7;
}

/** A pause covering `day` (from < day < until) with `day` after today makes it missed. */
const inPause = (s: DeliverySchedule, n: number) => s.pause !== null && n > dayNumber(s.pause.from) && n < dayNumber(s.pause.until);

/** The deliveries made in (after, through]: grid days, less skipped ones and paused ones. */
export function deliveriesBetween(s: DeliverySchedule, after: string, through: string): string[] {
  const interval = deliveryIntervalDays(s.planType);
  const start = dayNumber(s.startDate);
  const from = dayNumber(after);
  const to = Math.min(dayNumber(through), dayNumber(s.endDate));
  const skipped = new Set(s.skippedDates);
  const out: string[] = [];
  // The first grid day after `after` (and never the start day itself).
  let n = start + Math.max(1, Math.floor((from - start) / interval) + 1) * interval;
  for (; n <= to; n += interval) {
    const day = dayOf(n);
    if (!skipped.has(day) && !inPause(s, n)) out.push(day);
  }
  return out;
}

/** The coming deliveries after today, at most `limit`. */
export function upcomingDeliveries(s: DeliverySchedule, today: string, limit = UPCOMING_DELIVERY_COUNT): string[] {
  return deliveriesBetween(s, today, s.endDate).slice(0, limit);
}

export const nextDelivery = (s: DeliverySchedule, today: string): string | null => upcomingDeliveries(s, today, 1)[0] ?? null;

/** Paused today: a pause that started and whose restart day has not come. */
export const isPaused = (s: DeliverySchedule, today: string): boolean => s.pause !== null && dayNumber(today) < dayNumber(s.pause.until);

/**
 * The end date after a change: `changed` is the schedule with the new skip or pause and the old
 * end date; the end moves out by whole intervals until the deliveries after `after` number as
 * many as `before` had. Whole intervals keep the grid and the end's distance from it.
 */
export function extendedEnd(before: DeliverySchedule, changed: DeliverySchedule, after: string): string {
  const owed = deliveriesBetween(before, after, before.endDate).length;
  const interval = deliveryIntervalDays(changed.planType);
  // A pause misses at most 8 weeks of deliveries and a skip one: the loop ends long before this.
  for (let k = 0; k <= 1000; k += 1) {
    const end = addDays(changed.endDate, k * interval);
    if (deliveriesBetween({ ...changed, endDate: end }, after, end).length >= owed) return end;
  }
  throw new Error('extendedEnd: no end date gives the deliveries owed');
}

/** The skip limit's period of a delivery day: 0 for the first four weeks after the start, and so on. */
export const skipPeriod = (startDate: string, day: string): number => Math.floor((dayNumber(day) - dayNumber(startDate) - 1) / SKIP_PERIOD_DAYS);

/** Skips already used in the period of `day`. */
export const skipsInPeriod = (s: DeliverySchedule, day: string): number => s.skippedDates.filter((d) => skipPeriod(s.startDate, d) === skipPeriod(s.startDate, day)).length;

/** A pause's restart day: the customer's date, or today + 8 weeks for a pause until resumed. */
export function pauseUntilError(until: string, today: string): string | null {
  const n = dayNumber(until);
  if (Number.isNaN(n)) return 'until must be a date (YYYY-MM-DD)';
  const t = dayNumber(today);
  return n <= t || n > t + PAUSE_MAX_DAYS ? PAUSE_DATE_MESSAGE : null;
}

export type ScheduleChange = { endDate: string; pause: DeliverySchedule['pause']; skippedDates: string[] };

/** Pausing today until `until` (null: until resumed, at most 8 weeks). The caller checks the rules first. */
export function pauseSchedule(s: DeliverySchedule, today: string, until: string | null): ScheduleChange {
  const pause = { from: today, until: until ?? addDays(today, PAUSE_MAX_DAYS) };
  const before = { ...s, pause: null };
  return { endDate: extendedEnd(before, { ...before, pause }, today), pause, skippedDates: [...s.skippedDates] };
}

/**
 * Resuming today a pause that began on `pause.from`, with its end date less the extension that
 * pause added: the deliveries up to today are missed (today's was never sent); later ones run.
 */
export function resumeSchedule(s: DeliverySchedule, endBeforePause: string, today: string): ScheduleChange {
  if (!s.pause) throw new Error('resumeSchedule: not paused');
  const before: DeliverySchedule = { ...s, endDate: endBeforePause, pause: null };
  const missed = { ...before, pause: { from: s.pause.from, until: addDays(today, 1) } };
  const endDate = extendedEnd(before, missed, s.pause.from);
  // Stored as ending today, so it no longer reads as paused; the days it covered are past.
  return { endDate, pause: { from: s.pause.from, until: today }, skippedDates: [...s.skippedDates] };
}

/** Skipping `day` (the next delivery). The caller checks the rules first. */
export function skipSchedule(s: DeliverySchedule, today: string, day: string): ScheduleChange {
  const skippedDates = [...s.skippedDates, day].sort();
  return { endDate: extendedEnd(s, { ...s, skippedDates }, today), pause: s.pause, skippedDates };
}
