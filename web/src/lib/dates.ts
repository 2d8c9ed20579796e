import { formatCalendarDay, formatIndiaDate, formatIndiaTime as indiaTime } from '@fruit-shop/common/dates';

/*
 * Dates a shopper reads on their own pages (orders, subscriptions): in India, whatever the
 * browser's zone (decisions: every date a person reads is in Asia/Kolkata). The rule lives in
 * common/src/dates.ts, shared with the server and the emails.
 */

/** A timestamp as '12 Mar 2026', its day in India; '' when unreadable. */
export function formatDate(iso: string): string {
  return formatIndiaDate(iso);
}

/** A calendar day ('2026-03-12') as '12 Mar 2026', without a time zone shift. */
export function formatDay(day: string): string {
  return formatCalendarDay(day);
}

/** A timestamp's time of day in India as '14:05', whatever the browser's zone; '' when unreadable. */
export function formatIndiaTime(iso: string): string {
  return indiaTime(iso);
}
