const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/*
 * Dates a shopper reads on their own pages (orders, subscriptions). Those pages render only in
 * the browser, so the local calendar day is used (an order placed at 1 a.m. in Pune shows
 * that day, not the UTC one). Month names by hand: no locale data to load.
 */

/** A timestamp as '12 Mar 2026' in the browser's time zone; '' when unreadable. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** A calendar day ('2026-03-12') as '12 Mar 2026', without a time zone shift. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return formatDate(day);
  const month = Number(match[2]) - 1;
  if (month < 0 || month > 11) return '';
  return `${Number(match[3])} ${MONTHS[month]} ${match[1]}`;
}

/** India's offset from UTC (Asia/Kolkata has no daylight saving time). */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * A timestamp's time of day in India as '14:05' (decisions: every date a person reads is in
 * Asia/Kolkata), whatever the browser's zone; '' when unreadable. By hand: no time zone data.
 */
export function formatIndiaTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const india = new Date(date.getTime() + INDIA_OFFSET_MS);
  return `${String(india.getUTCHours()).padStart(2, '0')}:${String(india.getUTCMinutes()).padStart(2, '0')}`;
}
