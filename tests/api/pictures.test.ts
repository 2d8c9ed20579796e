import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_WIDTH, PICTURE_WIDTHS, variantPath, variantPaths } from '../../common/src/pictures.js';
import { PRODUCTS } from '../../api/src/db/seed/data/catalogue.js';
import type { ImageStore, StoredImage } from '../../api/src/modules/media/image-store.js';
import { PgImageStore } from '../../api/src/modules/media/pg-image-store.js';
import { convertStoredPictures } from '../../api/src/modules/media/picture-convert.js';
import { openPicture } from '../../api/src/modules/media/picture-encoder.js';
import { adminLogin, type AdminSession } from '../utils/admins.js';
import { apiUrl } from '../utils/api-client.js';
import { connectTestOrm } from '../utils/orm.js';
import { claimedPng, hasGps, phoneJpeg, photo } from '../utils/pictures.js';

/*
 * Pictures for phones (issue 37 part 6, docs/decisions/0035-pictures-for-phones.md): every upload
 * is decoded and encoded again (upright, no metadata, ≤ 2,000 px, ≤ 40 MP), and stored with
 * AVIF and WebP variants in three widths that the storefront names in srcset.
 */

let admin: AdminSession;
let orm: MikroORM;

beforeAll(async () => {
  admin = await adminLogin();
  orm = await connectTestOrm();
});
afterAll(async () => {
  await orm?.close();
});

async function upload(bytes: Buffer, type: string, name: string, url = '/api/uploads', field = 'image', fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${apiUrl()}${url}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin.token}` } });
  return { status: res.status, body: (await res.json()) as { url?: string; error?: string; code?: string } };
}

async function fetched(url: string) {
  const res = await fetch(`${apiUrl()}${url}`);
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('uploads are decoded and encoded again', () => {
  it('refuses a 20000 × 20000 PNG with a clear message before decoding it', async () => {
    const bomb = claimedPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(5000);
    const refused = await upload(bomb, 'image/png', 'huge.png');
    expect([refused.status, refused.body]).toEqual([400, { error: 'Pictures can be at most 40 megapixels', code: 'BAD_USER_INPUT' }]);
    // The same through the product form and a blog cover, and just past the limit (7000 × 7000).
    const product = await upload(claimedPng(7000, 7000), 'image/png', 'p.png', '/api/products', 'image', { product_name: 'Too large a picture', price: '10', unit: 'kg' });
    expect([product.status, product.body.error]).toEqual([400, 'Pictures can be at most 40 megapixels']);
    const cover = await upload(bomb, 'image/png', 'cover.png', '/api/blogs', 'cover_images', { title: 'Too large a cover', content: 'Words.' });
    expect([cover.status, cover.body.error]).toEqual([400, 'Pictures can be at most 40 megapixels']);
    // Refused from the header alone: the same check answers in milliseconds, decoding nothing.
    const started = performance.now();
    await expect(openPicture(bomb)).rejects.toMatchObject({ message: 'Pictures can be at most 40 megapixels', extensions: { code: 'BAD_USER_INPUT', reason: 'TOO_MANY_PIXELS' } });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses bytes that only look like a picture', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a photo at all')]);
    const refused = await upload(fake, 'image/jpeg', 'fake.jpg');
    expect([refused.status, refused.body.code]).toEqual([400, 'BAD_USER_INPUT']);
    expect(refused.body.error).toMatch(/could not be read/);
  });

  it('stores a phone photo upright without its EXIF and GPS tags', async () => {
    const original = await phoneJpeg(640, 480);
    const meta = await sharp(original).metadata();
    expect([meta.orientation, hasGps(meta.exif)]).toEqual([6, true]);

    const uploaded = await upload(original, 'image/jpeg', 'IMG_0001.jpg');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.url).toMatch(/^\/uploads\/products\/[0-9a-f]{64}\.jpg$/);
    const stored = await fetched(uploaded.body.url!);
    expect([stored.status, stored.type]).toEqual([200, 'image/jpeg']);
    const after = await sharp(stored.bytes).metadata();
    // Turned upright (the orientation tag said 90°), then every tag left behind.
    expect({ width: after.width, height: after.height, orientation: after.orientation, exif: after.exif, xmp: after.xmp, gps: hasGps(after.exif) }).toEqual({
      width: 480,
      height: 640,
      orientation: undefined,
      exif: undefined,
      xmp: undefined,
      gps: false,
    });
    expect(stored.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    // Its variants carry nothing either.
    for (const path of variantPaths(uploaded.body.url!)) expect((await sharp((await fetched(path)).bytes).metadata()).exif, path).toBeUndefined();
  });

  it('stores a picture larger than 2,000 px at 2,000 px on its long side', async () => {
    const uploaded = await upload(await photo(3000, 1500, 'png'), 'image/png', 'wide.png');
    expect(uploaded.status).toBe(201);
    const stored = await sharp((await fetched(uploaded.body.url!)).bytes).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 2000, 1000]);
  });

  it('stores AVIF and WebP variants in three widths and a fallback with the upload, served for a year', async () => {
    const uploaded = await upload(await photo(1600, 1600, 'jpeg'), 'image/jpeg', 'square.jpg');
    const url = uploaded.body.url!;
    // Rendered at upload time: in the store before anyone asks for them.
    const path = url.slice('/uploads/'.length);
    expect(await new PgImageStore(orm.em).missing(variantPaths(path))).toEqual([]);
    for (const width of PICTURE_WIDTHS) {
      for (const [format, mime, sharpFormat] of [
        ['avif', 'image/avif', 'heif'],
        ['webp', 'image/webp', 'webp'],
      ] as const) {
        const variant = await fetched(variantPath(url, width, format));
        expect([variant.status, variant.type, variant.cache], `${width} ${format}`).toEqual([200, mime, 'public, max-age=31536000, immutable']);
        const meta = await sharp(variant.bytes).metadata();
        expect([meta.format, meta.width, meta.height], `${width} ${format}`).toEqual([sharpFormat, width, width]);
      }
    }
    const fallback = await fetched(variantPath(url, FALLBACK_WIDTH, 'jpg'));
    expect([fallback.status, fallback.type]).toEqual([200, 'image/jpeg']);
    // The phone's card picture is a fraction of the stored one.
    const [small, whole] = [await fetched(variantPath(url, 600, 'avif')), await fetched(url)];
    expect(small.bytes.length).toBeLessThan(whole.bytes.length / 4);
  });
});

describe('pictures stored before variants existed', () => {
  it('renders a seeded picture’s variant on first request, and answers 404 for what is not a variant', async () => {
    const seeded = `/uploads/products/${PRODUCTS[1].icon}.png`;
    const avif = await fetched(`${seeded}.w600.avif`);
    expect([avif.status, avif.type]).toEqual([200, 'image/avif']);
    expect((await sharp(avif.bytes).metadata()).width).toBe(512); // the seeded picture is 512 px: never enlarged
    const png = await fetched(`${seeded}.w600.png`);
    expect([png.status, png.type]).toEqual([200, 'image/png']);
    for (const bad of [`${seeded}.w500.avif`, `${seeded}.w360.jpg`, `/uploads/products/no-such-picture.png.w600.avif`, `${seeded}.w600.gif`]) {
      expect((await fetched(bad)).status, bad).toBe(404);
    }
  });
});

/** The store's interface over a Map: what the conversion asks of any backend. */
class MemoryStore implements ImageStore {
  readonly backend = 'postgres';
  readonly items = new Map<string, { bytes: Buffer; mime: string }>();
  put(): Promise<string> {
    throw new Error('not used');
  }
  async putAt(path: string, bytes: Buffer, mime: string) {
    if (this.items.has(path)) return false;
    this.items.set(path, { bytes, mime });
    return true;
  }
  async get(path: string): Promise<StoredImage | null> {
    const item = this.items.get(path);
    return item ? { etag: '"x"', mime: item.mime, size: item.bytes.length, body: item.bytes } : null;
  }
  async missing(paths: readonly string[]) {
    return paths.filter((p) => !this.items.has(p));
  }
  async *list() {
    yield* [...this.items.keys()].sort();
  }
  async close() {}
}

describe('npm run images:convert', () => {
  it('renders the variants every older picture lacks, once, and leaves a picture bomb alone', async () => {
    const store = new MemoryStore();
    await store.putAt('products/old-upload.jpg', await phoneJpeg(800, 600), 'image/jpeg');
    await store.putAt('blogs/cover.png', await photo(900, 500, 'png'), 'image/png');
    await store.putAt('products/bomb.png', claimedPng(20_000, 20_000), 'image/png');
    await store.putAt('products/notes.txt', Buffer.from('hello'), 'text/plain');

    const first = await convertStoredPictures(store);
    expect(first).toEqual({ converted: 2, present: 0, variants: 14, refused: ['products/bomb.png'] });
    const variant = await sharp(store.items.get('products/old-upload.jpg.w360.webp')!.bytes).metadata();
    expect([variant.format, variant.width, variant.height, variant.exif]).toEqual(['webp', 360, 480, undefined]);

    const again = await convertStoredPictures(store);
    expect(again).toEqual({ converted: 0, present: 2, variants: 0, refused: ['products/bomb.png'] });
  });
});

describe('server-rendered cards', () => {
  it('name AVIF and WebP variants in srcset with sizes', async () => {
    const res = await fetch(`${apiUrl()}/shop`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    const picture = /<picture[^>]*>([\s\S]*?)<\/picture>/.exec(html)?.[1];
    expect(picture, 'a <picture> on /shop').toBeTruthy();
    expect(picture).toMatch(/<source type="image\/avif" srcSet="\/uploads\/products\/[^"]+\.png\.w360\.avif 360w, [^"]+\.w600\.avif 600w, [^"]+\.w1200\.avif 1200w" sizes="[^"]+"\/>/);
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+\.w600\.webp 600w[^"]*"/);
    expect(picture).toMatch(/<img [^>]*src="\/uploads\/products\/[^"]+\.png\.w600\.png"/);
  });
});
