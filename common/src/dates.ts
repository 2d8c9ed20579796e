/*
 * Every date and time a person reads, in India (decisions: "Honest storefront"): on the
 * server, in emails, in the PDF and in the browser, whatever the machine's time zone or
 * locale data. Asia/Kolkata is UTC+05:30 all year (no daylight saving), so a fixed offset
 * is exact; month names are spelled out here, so no Intl time zone data is needed and the
 * server's HTML and the browser's first render never differ. No imports.
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Instant = Date | string | number;

/** The instant as India's wall clock, read through the UTC getters; null when unreadable. */
function indiaClock(at: Instant): Date | null {
  const time = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return Number.isNaN(time) ? null : new Date(time + INDIA_OFFSET_MS);
}

const two = (n: number) => String(n).padStart(2, '0');

/** '28 Nov 2026': the calendar day in India of an instant; '' when unreadable. */
export function formatIndiaDate(at: Instant): string {
  const d = indiaClock(at);
  return d ? `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}` : '';
}

/** '14:05': the time of day in India (24-hour); '' when unreadable. */
export function formatIndiaTime(at: Instant): string {
  const d = indiaClock(at);
  return d ? `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}` : '';
}

/** '28 Nov 2026, 14:05' in India; '' when unreadable. */
export function formatIndiaDateTime(at: Instant): string {
  const d = indiaClock(at);
  return d ? `${formatIndiaDate(at)}, ${formatIndiaTime(at)}` : '';
}

/**
 * A calendar day as '28 Nov 2026'. A bare 'YYYY-MM-DD' is already a day (no zone shift); a
 * full timestamp is read as its day in India. '' when unreadable.
 */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!match) return formatIndiaDate(day);
  const month = Number(match[2]) - 1;
  if (month < 0 || month > 11) return '';
  return `${Number(match[3])} ${MONTHS[month]} ${match[1]}`;
}
