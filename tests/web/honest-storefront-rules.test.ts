import { afterAll, describe, expect, it } from 'vitest';
import { formatCalendarDay, formatIndiaDate, formatIndiaDateTime, formatIndiaTime } from '@fruit-shop/common/dates';
import { priceUnitLabel } from '@fruit-shop/common/units';
import { formatDate, formatDay } from '../../web/src/lib/dates';
import { formatReviewDate } from '../../web/src/features/product/product-values';
import { formatDateTime as adminDateTime } from '../../web/src/admin/pages/list-page-parts';

/*
 * Decisions, "Honest storefront": every date a person reads is in Asia/Kolkata, and the price
 * says what is sold. Both rules live in common/ and are shared by the api and the web.
 */

// 27 Nov 2026 20:30 UTC is 28 Nov 02:00 in India and 27 Nov 12:30 in Los Angeles: a machine
// that formats in its own zone shows a different day.
const LATE_EVENING_UTC = '2026-11-27T20:30:00.000Z';
// 31 Dec 2026 19:00 UTC is already 1 Jan 2027 in India.
const NEW_YEAR_IN_INDIA = '2026-12-31T19:00:00.000Z';

function everyFormat() {
  return {
    date: formatIndiaDate(LATE_EVENING_UTC),
    time: formatIndiaTime(LATE_EVENING_UTC),
    dateTime: formatIndiaDateTime(NEW_YEAR_IN_INDIA),
    day: formatCalendarDay('2026-12-04'),
    shopper: formatDate(LATE_EVENING_UTC),
    shopperDay: formatDay('2026-12-04'),
    review: formatReviewDate(LATE_EVENING_UTC),
    admin: adminDateTime(NEW_YEAR_IN_INDIA),
  };
}

const INDIA = {
  date: '28 Nov 2026',
  time: '02:00',
  dateTime: '1 Jan 2027, 00:30',
  day: '4 Dec 2026',
  shopper: '28 Nov 2026',
  shopperDay: '4 Dec 2026',
  review: '28 Nov 2026',
  admin: '1 Jan 2027, 00:30',
};

describe('dates a person reads (common/dates)', () => {
  const original = process.env.TZ;
  afterAll(() => {
    // The web project shares workers between files: give the next file its zone back.
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  // Node re-reads the zone when process.env.TZ is assigned; the offset check proves it did,
  // so the test cannot pass by never leaving one zone.
  it.each([
    ['UTC', 0],
    ['America/Los_Angeles', 480],
    ['Asia/Kolkata', -330],
  ])('are India dates with TZ=%s', (zone, offsetMinutes) => {
    process.env.TZ = zone;
    expect(new Date('2026-11-27T00:00:00Z').getTimezoneOffset()).toBe(offsetMinutes);
    expect(everyFormat()).toEqual(INDIA);
  });

  it("leaves what it cannot read empty instead of showing 'Invalid Date'", () => {
    expect(formatIndiaDate('not a date')).toBe('');
    expect(formatCalendarDay('2026-13-01')).toBe('');
  });
});

describe('what the price buys (common/units)', () => {
  it.each([
    ['gm', 500, 'per 500 g pack'],
    ['gm', 250, 'per 250 g pack'],
    ['gram', 1000, 'per 1 kg pack'],
    ['kg', 1, 'per kg'],
    ['kg', null, 'per kg'],
    ['kg', 2, 'per 2 kg pack'],
    ['kg', 0.5, 'per 500 g pack'],
    ['dzn', 1, 'per dozen'],
    ['Dozen', null, 'per dozen'],
    ['box', null, 'per box'],
    ['pcs', 1, 'per piece'],
    ['pcs', 3, 'per pack of 3'],
    ['pkt', null, 'per pack'],
    ['btl', null, 'per bottle'],
    ['ml', 200, 'per 200 ml pack'],
    ['ltr', 1, 'per litre'],
    ['', 500, 'per 500 g pack'],
    ['', null, 'per piece'],
    ['bunch', null, 'per bunch'],
  ])('%s with weight %s reads "%s"', (unit, weight, label) => {
    expect(priceUnitLabel(unit, weight)).toBe(label);
  });
});
