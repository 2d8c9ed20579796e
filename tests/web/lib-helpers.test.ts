import { describe, expect, it } from 'vitest';
import { normalizeUnit as displayUnit } from '@fruit-shop/common/units';
import { formatCartCount } from '../../web/src/lib/cart-count';
import { formatMoney } from '../../web/src/lib/money';
import { parseGuestCity } from '../../web/src/lib/guest-address';
import { coerceQuantity } from '../../web/src/components/quantity-stepper';

// The web shows units through the one shared rule (the drifted web copy is gone).
describe('normalizeUnit on the web', () => {
  it.each([
    ['kg', 'kg'],
    ['gm', 'gm'],
    ['ltr', 'ltr'],
    ['ml', 'ml'],
    ['pcs', 'pcs'],
    ['dzn', 'dzn'],
    ['pkt', 'pkt'],
    ['btl', 'btl'],
    ['can', 'can'],
    ['box', 'box'],
  ])('keeps the display unit %s', (input, expected) => {
    expect(displayUnit(input)).toBe(expected);
  });

  it.each([
    ['kilogram', 'kg'],
    ['gram', 'gm'],
    ['liter', 'ltr'],
    ['litre', 'ltr'],
    ['piece', 'pcs'],
    ['dozen', 'dzn'],
    ['packet', 'pkt'],
    ['pack', 'pkt'],
    ['bottle', 'btl'],
    ['Kilogram', 'kg'],
    ['  DOZEN ', 'dzn'],
  ])('maps the alias %s to %s', (input, expected) => {
    expect(displayUnit(input)).toBe(expected);
  });

  it('defaults to kg when there is no unit', () => {
    expect(displayUnit(null)).toBe('kg');
    expect(displayUnit(undefined)).toBe('kg');
    expect(displayUnit('  ')).toBe('kg');
  });

  it('shows unknown units lower-cased', () => {
    expect(displayUnit('Bunch')).toBe('bunch');
    expect(displayUnit('TRAY')).toBe('tray');
  });
});

describe('formatCartCount', () => {
  it('hides the badge for an empty cart', () => {
    expect(formatCartCount(0)).toBeNull();
    expect(formatCartCount(-3)).toBeNull();
    expect(formatCartCount(Number.NaN)).toBeNull();
  });

  it('shows the count up to 99 and caps above it', () => {
    expect(formatCartCount(1)).toBe('1');
    expect(formatCartCount(99)).toBe('99');
    expect(formatCartCount(100)).toBe('99+');
    expect(formatCartCount(1234)).toBe('99+');
  });
});

describe('formatMoney', () => {
  it('uses the rupee sign, Indian grouping and two decimals', () => {
    expect(formatMoney(150)).toBe('₹150.00');
    expect(formatMoney(123456.5)).toBe('₹1,23,456.50');
    expect(formatMoney(0.1 + 0.2)).toBe('₹0.30');
  });

  it('can drop decimals for headline figures', () => {
    expect(formatMoney(1250, { decimals: false })).toBe('₹1,250');
  });
});

describe('parseGuestCity', () => {
  it('reads the city of the stored guest address', () => {
    expect(parseGuestCity(JSON.stringify({ city: 'Pune', pincode: '411001' }))).toBe('Pune');
  });

  it('treats missing, blank or malformed values as no location', () => {
    expect(parseGuestCity(null)).toBeNull();
    expect(parseGuestCity('{"city":"  "}')).toBeNull();
    expect(parseGuestCity('not json')).toBeNull();
    expect(parseGuestCity('"Pune"')).toBeNull();
  });
});

describe('coerceQuantity', () => {
  it('forces non-numeric or too-small input to the minimum of 1', () => {
    expect(coerceQuantity('abc')).toBe(1);
    expect(coerceQuantity('')).toBe(1);
    expect(coerceQuantity('0')).toBe(1);
    expect(coerceQuantity('-4')).toBe(1);
  });

  it('keeps whole numbers and caps at the maximum', () => {
    expect(coerceQuantity('7')).toBe(7);
    expect(coerceQuantity('2.9')).toBe(2);
    expect(coerceQuantity('500', 1, 99)).toBe(99);
  });
});

describe('login return path', () => {
  it('accepts only local paths', async () => {
    const { safeNext } = await import('../../web/src/app/routes/login-page');
    expect(safeNext('/checkout?plan_id=2')).toBe('/checkout?plan_id=2');
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext('/\\evil.example')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });
});
