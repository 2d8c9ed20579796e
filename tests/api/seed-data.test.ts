import { describe, it, expect } from 'vitest';
import { BLOGS } from '../../api/src/db/seed/data/blogs.js';
import { CATEGORIES, PRODUCTS } from '../../api/src/db/seed/data/catalogue.js';
import { COUPONS } from '../../api/src/db/seed/data/coupons.js';
import { PLANS } from '../../api/src/db/seed/data/plans.js';
import { EMOJI_IMAGE_SIZE, emojiPng, emojiSvg, storeEmojiImages } from '../../api/src/db/seed/images.js';

// Money is stored as a decimal in the database; a third decimal would silently round.
const hasAtMostTwoDecimals = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

describe('seed data', () => {
  it('has the four spec categories with their exact slugs and names', () => {
    expect(CATEGORIES.map((c) => [c.slug, c.name])).toEqual([
      ['seasonal', "season's special"],
      ['top-deals', 'top deals'],
      ['fresh-chunks', 'freshly chunks'],
      ['dry-fruits', 'dry fruits'],
    ]);
  });

  it('has at least ten products in every category', () => {
    for (const category of CATEGORIES) {
      expect(PRODUCTS.filter((p) => p.categorySlug === category.slug).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('has unique product names', () => {
    expect(new Set(PRODUCTS.map((p) => p.name)).size).toBe(PRODUCTS.length);
  });

  it('has valid prices and discounts', () => {
    for (const p of PRODUCTS) {
      expect(p.price, p.name).toBeGreaterThan(0);
      expect(hasAtMostTwoDecimals(p.price), p.name).toBe(true);
      if (p.discountPrice !== undefined) {
        expect(p.discountPrice, p.name).toBeGreaterThan(0);
        expect(p.discountPrice, p.name).toBeLessThan(p.price);
        expect(hasAtMostTwoDecimals(p.discountPrice), p.name).toBe(true);
      }
    }
  });

  it('includes sold-out and low-stock products', () => {
    expect(PRODUCTS.some((p) => p.stockQuantity === 0)).toBe(true);
    expect(PRODUCTS.filter((p) => p.stockQuantity >= 1 && p.stockQuantity <= 10).length).toBeGreaterThanOrEqual(3);
    expect(PRODUCTS.every((p) => Number.isInteger(p.stockQuantity) && p.stockQuantity >= 0)).toBe(true);
  });

  it('uses only icons that exist in the Fluent Emoji Flat set', () => {
    const icons = new Set([
      ...PRODUCTS.flatMap((p) => [p.icon, ...(p.gallery ?? [])]),
      ...BLOGS.flatMap((b) => (b.coverIcon ? [b.coverIcon] : [])),
    ]);
    for (const icon of icons) {
      expect(() => emojiSvg(icon), icon).not.toThrow();
    }
    for (const p of PRODUCTS) expect((p.gallery ?? []).length, p.name).toBeLessThanOrEqual(2);
  });

  it('has coupons of every discount type', () => {
    expect(new Set(COUPONS.map((c) => c.discountType))).toEqual(new Set(['percentage', 'fixed', 'free_shipping']));
    expect(COUPONS.every((c) => c.code === c.code.toUpperCase())).toBe(true);
    expect(COUPONS.some((c) => c.validForDays < 0)).toBe(true);
    expect(COUPONS.some((c) => !c.isActive)).toBe(true);
  });

  it('has published and draft blogs with approved and pending comments', () => {
    expect(BLOGS.some((b) => b.isPublished)).toBe(true);
    expect(BLOGS.some((b) => !b.isPublished)).toBe(true);
    const comments = BLOGS.flatMap((b) => b.comments);
    expect(comments.some((c) => c.isApproved)).toBe(true);
    expect(comments.some((c) => !c.isApproved)).toBe(true);
  });

  it('has one plan of each type', () => {
    expect(PLANS.map((p) => [p.planType, p.validityDays])).toEqual([
      ['Weekly', 7],
      ['Bi-Weekly', 14],
      ['Monthly', 30],
    ]);
  });
});

describe('emoji images', () => {
  it('renders a standalone SVG', () => {
    const svg = emojiSvg('mango');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256" viewBox="0 0 32 32">/);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  });

  it('resolves aliases, applying their flip', () => {
    expect(emojiSvg('backhand-index-pointing-right')).toContain('scale(-1 1)');
  });

  it('throws a clear error for an unknown icon', () => {
    expect(() => emojiSvg('not-a-real-fruit')).toThrow(/Unknown Fluent Emoji Flat icon "not-a-real-fruit"/);
  });

  it('stores PNG pictures in the image store and skips paths it holds', async () => {
    // The store's two calls the seed makes, in memory (tests/api/image-store.test.ts runs the real ones).
    const stored = new Map<string, { bytes: Buffer; mime: string }>();
    const store = {
      missing: async (paths: readonly string[]) => paths.filter((p) => !stored.has(p)),
      putAt: async (path: string, bytes: Buffer, mime: string) => !stored.has(path) && !!stored.set(path, { bytes, mime }),
    };
    expect(await storeEmojiImages(store, 'images', ['mango', 'banana', 'mango'])).toEqual(['images/mango.png', 'images/banana.png']);
    expect([...stored.keys()].sort()).toEqual(['images/banana.png', 'images/mango.png']);
    const png = stored.get('images/mango.png')!.bytes;
    expect(stored.get('images/mango.png')!.mime).toBe('image/png');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // Width and height from the IHDR chunk, then the colour type: 3 = a palette image.
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[25]]).toEqual([EMOJI_IMAGE_SIZE, EMOJI_IMAGE_SIZE, 3]);
    expect(png.length).toBeLessThan(16_000);
    expect(png.equals(await emojiPng('mango'))).toBe(true);

    stored.set('images/banana.png', { bytes: Buffer.from('kept'), mime: 'image/png' });
    expect(await storeEmojiImages(store, 'images', ['banana'])).toEqual(['images/banana.png']);
    expect(stored.get('images/banana.png')!.bytes.toString()).toBe('kept');

    await expect(storeEmojiImages(store, 'images', ['grapes', 'nope-nope'])).rejects.toThrow(/nope-nope/);
    expect(stored.has('images/grapes.png')).toBe(false);
  });
});
