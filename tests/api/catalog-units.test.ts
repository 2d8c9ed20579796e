import { describe, expect, it } from 'vitest';
import { DEFAULT_UNIT, normalizeUnit, UNIT_ALIASES, UNITS } from '@fruit-shop/common/units';
import { attributesOf, galleryOf, stringList } from '../../api/src/modules/catalog/product-values.js';
import { reviewerName } from '../../api/src/modules/catalog/review.queries.js';

describe('units (spec §3)', () => {
  it('keeps the ten units and maps the spec aliases to them', () => {
    expect(UNITS).toEqual(['kg', 'gm', 'ltr', 'ml', 'pcs', 'dzn', 'pkt', 'btl', 'can', 'box']);
    for (const unit of UNITS) expect(normalizeUnit(unit)).toBe(unit);
    const spec: [string, string][] = [
      ['kilogram', 'kg'], ['gram', 'gm'], ['liter', 'ltr'], ['litre', 'ltr'], ['piece', 'pcs'],
      ['dozen', 'dzn'], ['packet', 'pkt'], ['pack', 'pkt'], ['bottle', 'btl'],
    ];
    for (const [alias, unit] of spec) {
      expect(normalizeUnit(alias), alias).toBe(unit);
      expect(UNIT_ALIASES[alias]).toBe(unit);
    }
  });

  it('ignores case and spaces, defaults to kg, and lower-cases anything unknown', () => {
    expect(normalizeUnit(' Kilogram ')).toBe('kg');
    expect(normalizeUnit('DZN')).toBe('dzn');
    expect(normalizeUnit('Pieces')).toBe('pcs');
    expect(DEFAULT_UNIT).toBe('kg');
    for (const empty of [null, undefined, '', '   ']) expect(normalizeUnit(empty)).toBe('kg');
    expect(normalizeUnit('Bunch')).toBe('bunch');
    expect(normalizeUnit('TRAY')).toBe('tray');
  });
});

describe('tolerant product values', () => {
  it('reads a gallery from a list, JSON text or comma text; anything malformed is empty', () => {
    expect(galleryOf(['/a.svg', ' /b.svg ', '', 7, null])).toEqual(['/a.svg', '/b.svg']);
    expect(galleryOf('["https://x.test/a.jpg"]')).toEqual(['https://x.test/a.jpg']);
    expect(galleryOf('/a.svg, /b.svg')).toEqual(['/a.svg', '/b.svg']);
    for (const bad of ['[broken', '{"a":1}', '"x"', { a: 1 }, 42, null, undefined, '', '[1, 2]', ['not a url']]) {
      expect(galleryOf(bad), JSON.stringify(bad)).toEqual([]);
    }
  });

  it('reads tags and attributes the same forgiving way', () => {
    expect(stringList('sweet, local')).toEqual(['sweet', 'local']);
    expect(stringList(['a', 1, ' b '])).toEqual(['a', 'b']);
    expect(attributesOf({ Variety: 'Kesar', Pieces: 12, Fresh: true, Nested: { a: 1 }, ' ': 'x', Empty: '' })).toEqual([
      { key: 'Variety', value: 'Kesar' },
      { key: 'Pieces', value: '12' },
      { key: 'Fresh', value: 'true' },
    ]);
    expect(attributesOf('{"Grade":"A"}')).toEqual([{ key: 'Grade', value: 'A' }]);
    for (const bad of ['oops', '[1]', [['a', 'b']], null, 3]) expect(attributesOf(bad)).toEqual([]);
  });

  it('shows a reviewer as first name and last initial', () => {
    expect(reviewerName('Asha', 'kumar')).toBe('Asha K.');
    expect(reviewerName('Bala', null)).toBe('Bala');
    expect(reviewerName('  ', ' ')).toBe('Customer');
  });
});
