/*
 * Delivery slots (issue 29 part 2, docs/decisions/0023-delivery-slots.md): the shop's clock,
 * how a slot is named and shown, and the messages a shopper reads. The api decides; the web
 * shows the same words. No imports, so the browser bundle takes it as is.
 */

/** The shop's time zone, Asia/Kolkata: UTC+05:30 all year (India keeps no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
export const SHOP_UTC_OFFSET_MINUTES = 330;

/** Slots are offered for today and the next two days (shop time). */
export const SLOT_DAYS = 3;

export const DELIVERY_MESSAGES = {
  chooseSlot: 'Please choose a delivery slot',
  invalidSlot: 'This delivery slot does not exist. Please choose another slot.',
  slotFull: 'This delivery slot is full. Please choose another slot.',
  slotClosed: 'This delivery slot has closed. Please choose another slot.',
  slotForeign: 'This delivery slot is not offered for your pincode. Please choose another slot.',
  noSlots: 'No delivery slots are open for this pincode in the next 3 days.',
} as const;

/** The refusal for a pincode the shop does not deliver to (checkout, address form, server). */
export const notServiceableMessage = (pincode: string) => `Sorry, we do not deliver to pincode ${pincode} yet.`;

/** 420 → '07:00'; 1440 → '24:00' (a slot may end at midnight). */
export function minuteToTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** '07:00' → 420; null for anything that is not HH:MM from 00:00 to 24:00. */
export function timeToMinute(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minute <= 1440 ? minute : null;
}

/** The shop's calendar day (YYYY-MM-DD) at an instant. */
export function shopDate(at: Date): string {
  return new Date(at.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The instant a slot of `date` (YYYY-MM-DD, shop time) starts at `minute` after midnight. */
export function shopInstant(date: string, minute: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minute - SHOP_UTC_OFFSET_MINUTES) * 60_000);
}

/** Whether text is a real calendar date as YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  // Year 0000 parses in JavaScript but PostgreSQL has no year 0: no shop date is before year 1.
  if (text.startsWith('0000')) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The day `days` after a shop date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Fri 27 Nov' for a shop date (spelled out here, so server, browser and email never differ). */
export function dayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** 'Fri 27 Nov, 07:00–10:00': how a slot reads on every screen and in the email. */
export function slotLabel(slot: { date: string; start: string; end: string }): string {
  return `${dayLabel(slot.date)}, ${slot.start}–${slot.end}`;
}

/** What the product page and the cart say before the shopper's pincode is known. */
export const CHOOSE_LOCATION_FOR_DELIVERY = 'Choose a location to see delivery times';

/**
 * 'Next delivery: today 17:00–20:00' (or tomorrow, or 'Fri 27 Nov'): the soonest open slot,
 * as the product page and the cart promise it, the day counted in shop time from `now`.
 */
export function nextDeliveryText(slot: { date: string; start: string; end: string }, now: Date): string {
  const today = shopDate(now);
  const day = slot.date === today ? 'today' : slot.date === addDays(today, 1) ? 'tomorrow' : dayLabel(slot.date);
  return `Next delivery: ${day} ${slot.start}–${slot.end}`;
}
