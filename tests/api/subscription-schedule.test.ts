import { describe, expect, it } from 'vitest';
import {
  addDays,
  deliveriesBetween,
  extendedEnd,
  isPaused,
  pauseSchedule,
  pauseUntilError,
  resumeSchedule,
  skipPeriod,
  skipSchedule,
  skipsInPeriod,
  upcomingDeliveries,
  type DeliverySchedule,
} from '@fruit-shop/common/subscription-schedule';

/*
 * The date arithmetic of pausing, resuming and skipping (issue 29, docs/decisions/0022):
 * pure, so every case names its own "today".
 */

// Start 1 Nov 2026, 30 days: weekly deliveries on 8, 15, 22 and 29 Nov.
const weekly: DeliverySchedule = { planType: 'Weekly', startDate: '2026-11-01', endDate: '2026-12-01', skippedDates: [], pause: null };
const apply = (s: DeliverySchedule, c: { endDate: string; pause: DeliverySchedule['pause']; skippedDates: string[] }): DeliverySchedule => ({ ...s, ...c });

describe('the delivery calendar', () => {
  it('lists deliveries after today on the plan grid, up to the end date', () => {
    expect(upcomingDeliveries(weekly, '2026-11-01')).toEqual(['2026-11-08', '2026-11-15', '2026-11-22', '2026-11-29']);
    // Today's delivery is already under way.
    expect(upcomingDeliveries(weekly, '2026-11-08')).toEqual(['2026-11-15', '2026-11-22', '2026-11-29']);
    expect(upcomingDeliveries(weekly, '2026-11-29')).toEqual([]);
    expect(upcomingDeliveries({ ...weekly, planType: 'Monthly' }, '2026-11-01')).toHaveLength(4);
    expect(upcomingDeliveries({ ...weekly, planType: 'Bi-Weekly' }, '2026-11-01')).toEqual(['2026-11-15', '2026-11-29']);
    expect(upcomingDeliveries({ ...weekly, endDate: '2027-03-01' }, '2026-11-01', 2)).toEqual(['2026-11-08', '2026-11-15']);
  });

  it('crosses months and leap days by whole calendar days', () => {
    const s = { ...weekly, startDate: '2028-02-22', endDate: '2028-03-20' };
    expect(upcomingDeliveries(s, '2028-02-22')).toEqual(['2028-02-29', '2028-03-07', '2028-03-14']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('pausing', () => {
  it('misses the deliveries before the restart day and moves the end out by exactly those', () => {
    const change = pauseSchedule(weekly, '2026-11-01', '2026-11-20');
    expect(change.pause).toEqual({ from: '2026-11-01', until: '2026-11-20' });
    expect(change.endDate).toBe('2026-12-15');
    const paused = apply(weekly, change);
    expect(isPaused(paused, '2026-11-19')).toBe(true);
    expect(isPaused(paused, '2026-11-20')).toBe(false);
    expect(upcomingDeliveries(paused, '2026-11-01')).toEqual(['2026-11-22', '2026-11-29', '2026-12-06', '2026-12-13']);
  });

  it('delivers on the restart day itself', () => {
    const change = pauseSchedule(weekly, '2026-11-01', '2026-11-15');
    expect(change.endDate).toBe('2026-12-08');
    expect(upcomingDeliveries(apply(weekly, change), '2026-11-01')).toEqual(['2026-11-15', '2026-11-22', '2026-11-29', '2026-12-06']);
  });

  it('pauses until resumed for 8 weeks at most, and moves every owed delivery past the pause', () => {
    const change = pauseSchedule(weekly, '2026-11-01', null);
    expect(change.pause).toEqual({ from: '2026-11-01', until: '2026-12-27' });
    // The four owed deliveries restart on 27 Dec, on the same weekly grid.
    expect(upcomingDeliveries(apply(weekly, change), '2026-11-01')).toEqual(['2026-12-27', '2027-01-03', '2027-01-10', '2027-01-17']);
    expect(change.endDate).toBe('2027-01-19');
  });

  it('moves nothing when no delivery falls in the pause', () => {
    expect(pauseSchedule(weekly, '2026-11-08', '2026-11-14').endDate).toBe('2026-12-01');
  });
});

describe('resuming', () => {
  const paused = apply(weekly, pauseSchedule(weekly, '2026-11-01', null));

  it('keeps only the deliveries missed up to today, and runs the later ones', () => {
    const change = resumeSchedule(paused, '2026-12-01', '2026-11-10');
    expect(change.endDate).toBe('2026-12-08');
    const resumed = apply(paused, change);
    expect(isPaused(resumed, '2026-11-10')).toBe(false);
    expect(upcomingDeliveries(resumed, '2026-11-10')).toEqual(['2026-11-15', '2026-11-22', '2026-11-29', '2026-12-06']);
  });

  it("counts today's delivery as missed when resuming on a delivery day", () => {
    const change = resumeSchedule(paused, '2026-12-01', '2026-11-08');
    expect(change.endDate).toBe('2026-12-08');
    expect(upcomingDeliveries(apply(paused, change), '2026-11-08')).toEqual(['2026-11-15', '2026-11-22', '2026-11-29', '2026-12-06']);
  });

  it('gives the whole extension back when resumed the day it paused', () => {
    expect(resumeSchedule(paused, '2026-12-01', '2026-11-01').endDate).toBe('2026-12-01');
  });

  it('shortens a dated pause resumed early', () => {
    const dated = apply(weekly, pauseSchedule(weekly, '2026-11-01', '2026-11-20'));
    expect(resumeSchedule(dated, '2026-12-01', '2026-11-09').endDate).toBe('2026-12-08');
  });
});

describe('skipping', () => {
  it('drops the next delivery and adds one at the end', () => {
    const change = skipSchedule(weekly, '2026-11-01', '2026-11-08');
    expect(change).toMatchObject({ endDate: '2026-12-08', skippedDates: ['2026-11-08'] });
    expect(upcomingDeliveries(apply(weekly, change), '2026-11-01')).toEqual(['2026-11-15', '2026-11-22', '2026-11-29', '2026-12-06']);
    const biWeekly = { ...weekly, planType: 'Bi-Weekly' };
    const fortnight = skipSchedule(biWeekly, '2026-11-01', '2026-11-15');
    expect(fortnight.endDate).toBe('2026-12-15');
    expect(upcomingDeliveries(apply(biWeekly, fortnight), '2026-11-01')).toEqual(['2026-11-29', '2026-12-13']);
  });

  it('counts skips by four-week period from the start', () => {
    expect(skipPeriod('2026-11-01', '2026-11-08')).toBe(0);
    expect(skipPeriod('2026-11-01', '2026-11-29')).toBe(0);
    expect(skipPeriod('2026-11-01', '2026-12-06')).toBe(1);
    const twice = { ...weekly, skippedDates: ['2026-11-08', '2026-11-15'] };
    expect(skipsInPeriod(twice, '2026-11-22')).toBe(2);
    expect(skipsInPeriod(twice, '2026-12-06')).toBe(0);
  });
});

describe('the end date never charges for a delivery not made', () => {
  it('keeps the number of deliveries after today through any run of skips and pauses', () => {
    let s: DeliverySchedule = { ...weekly, endDate: '2027-01-30' };
    let today = '2026-11-01';
    const owed = deliveriesBetween(s, today, s.endDate).length;
    let made = 0;
    const pass = (days: number) => {
      const next = addDays(today, days);
      made += deliveriesBetween(s, today, next).length;
      today = next;
    };
    for (let round = 0; round < 6; round += 1) {
      const next = upcomingDeliveries(s, today, 1)[0];
      s = apply(s, skipSchedule(s, today, next));
      pass(3);
      const endBeforePause = s.endDate;
      s = apply(s, pauseSchedule(s, today, round === 5 ? null : addDays(today, 10 + round)));
      pass(5 + round);
      if (round % 2) s = apply(s, resumeSchedule(s, endBeforePause, today));
      pass(4);
      expect(made + deliveriesBetween(s, today, s.endDate).length).toBe(owed);
    }
  });

  it('extends by whole intervals only', () => {
    const before = { ...weekly, endDate: '2026-12-03' };
    const changed = { ...before, skippedDates: ['2026-11-08'] };
    expect(extendedEnd(before, changed, '2026-11-01')).toBe('2026-12-10');
  });
});

describe('the pause date', () => {
  it('must be after today and within 8 weeks', () => {
    expect(pauseUntilError('2026-11-02', '2026-11-01')).toBeNull();
    expect(pauseUntilError('2026-12-27', '2026-11-01')).toBeNull();
    expect(pauseUntilError('2026-12-28', '2026-11-01')).toBe('Choose a date after today and within 8 weeks');
    expect(pauseUntilError('2026-11-01', '2026-11-01')).toBe('Choose a date after today and within 8 weeks');
    expect(pauseUntilError('2026-02-30', '2026-11-01')).toBe('until must be a date (YYYY-MM-DD)');
    expect(pauseUntilError('tomorrow', '2026-11-01')).toBe('until must be a date (YYYY-MM-DD)');
  });
});
