import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_WIDTH, PICTURE_WIDTHS, variantPath, variantPaths } from '../../common/src/pictures.js';
import { PRODUCTS } from '../../api/src/db/seed/data/catalogue.js';
import { CachedImageStore, ORIGINAL_CACHE_MS } from '../../api/src/modules/media/cached-image-store.js';
import { sha256Hex, type ImageStore, type StoredImage } from '../../api/src/modules/media/image-store.js';
import { imageTypeOf } from '../../api/src/modules/media/image-types.js';
import { PgImageStore } from '../../api/src/modules/media/pg-image-store.js';
import { convertStoredPictures } from '../../api/src/modules/media/picture-convert.js';
import { openPicture } from '../../api/src/modules/media/picture-encoder.js';
import { pictureLeftovers } from '../../api/src/modules/media/picture-leftovers.js';
import { wholeBody } from '../../api/src/modules/media/picture-variants.js';
import { S3ImageStore } from '../../api/src/modules/media/s3-image-store.js';
import { adminLogin, type AdminSession } from '../utils/admins.js';
import { apiUrl } from '../utils/api-client.js';
import { connectTestOrm } from '../utils/orm.js';
import { claimedPng, hasGps, phoneJpeg, photo } from '../utils/pictures.js';
import { startS3Server } from '../utils/s3-server.js';

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
    // Seeded pictures are already as the shop stores one: images:convert leaves them be.
    expect(await pictureLeftovers((await fetched(seeded)).bytes)).toEqual([]);
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
  async replace(path: string, bytes: Buffer, mime: string, etag: string) {
    const item = this.items.get(path);
    if (!item || `"${sha256Hex(item.bytes)}"` !== etag) return false;
    this.items.set(path, { bytes, mime });
    return true;
  }
  async get(path: string): Promise<StoredImage | null> {
    const item = this.items.get(path);
    return item ? { etag: `"${sha256Hex(item.bytes)}"`, mime: item.mime, size: item.bytes.length, body: item.bytes } : null;
  }
  async missing(paths: readonly string[]) {
    return paths.filter((p) => !this.items.has(p));
  }
  async *list() {
    yield* [...this.items.keys()].sort();
  }
  async close() {}
}

/** The test database's store, listing only these paths: the conversion runs on this file's pictures alone (the others belong to other files). */
class OnlyThese extends PgImageStore {
  constructor(
    em: MikroORM['em'],
    private readonly paths: string[],
  ) {
    super(em);
  }
  override async *list() {
    yield* [...this.paths].sort();
  }
}

/** Everything a test asks of a stored picture's bytes: size, format, metadata, and what the shop's encoder would not have written. */
async function described(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    orientation: meta.orientation,
    exif: meta.exif,
    gps: hasGps(meta.exif),
    icc: meta.icc,
    xmp: meta.xmp,
    leftovers: await pictureLeftovers(bytes),
  };
}

describe('npm run images:convert', () => {
  it('renders the variants every older picture lacks, once, and leaves a picture bomb alone', async () => {
    const store = new MemoryStore();
    await store.putAt('products/old-upload.jpg', await phoneJpeg(800, 600), 'image/jpeg');
    await store.putAt('blogs/cover.png', await photo(900, 500, 'png'), 'image/png');
    const bomb = claimedPng(20_000, 20_000);
    await store.putAt('products/bomb.png', bomb, 'image/png');
    await store.putAt('products/notes.txt', Buffer.from('hello'), 'text/plain');

    const first = await convertStoredPictures(store);
    expect(await described(store.items.get('products/old-upload.jpg')!.bytes)).toMatchObject({ width: 600, height: 800, exif: undefined, gps: false, leftovers: [] });
    // The phone photo is encoded again in place (its GPS tags); the cover was already as the shop stores it.
    expect(first).toEqual({ converted: 2, present: 0, variants: 14, rewritten: 1, refused: ['products/bomb.png'] });
    const variant = await sharp(store.items.get('products/old-upload.jpg.w360.webp')!.bytes).metadata();
    expect([variant.format, variant.width, variant.height, variant.exif]).toEqual(['webp', 360, 480, undefined]);
    expect(store.items.get('products/bomb.png')!.bytes.equals(bomb)).toBe(true);

    const again = await convertStoredPictures(store);
    expect(again).toEqual({ converted: 0, present: 2, variants: 0, rewritten: 0, refused: ['products/bomb.png'] });
  });

  it('rewrites an older upload’s original at its own address without EXIF and GPS, at most 2,000 px, once; what it cannot decode stays as it is', async () => {
    const pg = new PgImageStore(orm.em);
    // Older uploads, stored byte for byte as the shop did before decision 0035 (named by their hash).
    const phone = await phoneJpeg(800, 600);
    const wide = await photo(3000, 1500, 'jpeg');
    const phonePath = await pg.put('products', phone, imageTypeOf(phone)!);
    const widePath = await pg.put('blogs', wide, imageTypeOf(wide)!);
    const bomb = claimedPng(9000, 9000);
    const bombPath = `products/older-bomb-${sha256Hex(bomb).slice(0, 12)}.png`;
    const junk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`not a photo ${Math.random()}`)]);
    const junkPath = `products/older-junk-${sha256Hex(junk).slice(0, 12)}.jpg`;
    await pg.putAt(bombPath, bomb, 'image/png');
    await pg.putAt(junkPath, junk, 'image/jpeg');
    expect((await described(phone)).gps).toBe(true);

    // A variant rendered on request from an untouched original carries none of its metadata.
    // (Another picture: rendering reads the original through the server's memory cache, which
    // keeps an original up to ORIGINAL_CACHE_MS after images:convert rewrote it elsewhere.)
    const lazy = await phoneJpeg(720, 540);
    const lazyPath = await pg.put('products', lazy, imageTypeOf(lazy)!);
    for (const variant of [variantPath(lazyPath, 360, 'webp'), variantPath(lazyPath, 600, 'jpg'), variantPath(lazyPath, 600, 'avif')]) {
      const served = await fetched(`/uploads/${variant}`);
      expect(served.status, variant).toBe(200);
      const meta = await described(served.bytes);
      expect({ exif: meta.exif, icc: meta.icc, xmp: meta.xmp, orientation: meta.orientation, portrait: meta.height! > meta.width! }, variant).toEqual({ exif: undefined, icc: undefined, xmp: undefined, orientation: undefined, portrait: true });
      if (!variant.endsWith('.avif')) expect(meta.leftovers, variant).toEqual([]);
      expect(served.bytes.includes(Buffer.from('PhoneCo')), variant).toBe(false);
    }

    const store = new OnlyThese(orm.em, [phonePath, widePath, bombPath, junkPath]);
    const first = await convertStoredPictures(store);

    // Served at the very same address, with the same type: upright, no tags, at most 2,000 px.
    const phoneServed = await fetched(`/uploads/${phonePath}`);
    expect([phoneServed.status, phoneServed.type, phoneServed.cache]).toEqual([200, 'image/jpeg', 'public, max-age=31536000, immutable']);
    expect(await described(phoneServed.bytes)).toEqual({ format: 'jpeg', width: 600, height: 800, orientation: undefined, exif: undefined, gps: false, icc: undefined, xmp: undefined, leftovers: [] });
    expect(phoneServed.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    const wideServed = await fetched(`/uploads/${widePath}`);
    expect([wideServed.status, wideServed.type]).toEqual([200, 'image/jpeg']);
    expect(await described(wideServed.bytes)).toMatchObject({ format: 'jpeg', width: 2000, height: 1000, exif: undefined, leftovers: [] });
    expect(first).toEqual({ converted: 2, present: 0, variants: 14, rewritten: 2, refused: [bombPath, junkPath] });
    // The old bytes are gone from the database, not only from the address.
    const oldBlobs = await orm.em.fork().execute('select 1 from "image_blob" where "sha256" in (?, ?)', [sha256Hex(phone), sha256Hex(wide)]);
    expect(oldBlobs).toEqual([]);
    // What could not be decoded is left exactly as it was.
    for (const [path, bytes] of [
      [bombPath, bomb],
      [junkPath, junk],
    ] as const) {
      const kept = await fetched(`/uploads/${path}`);
      expect([kept.status, kept.bytes.equals(bytes)], path).toEqual([200, true]);
    }

    // A second run finds nothing to do and writes nothing.
    const etags = await Promise.all([phonePath, widePath].map(async (path) => (await pg.get(path))!.etag));
    const again = await convertStoredPictures(store);
    expect(again).toEqual({ converted: 0, present: 2, variants: 0, rewritten: 0, refused: [bombPath, junkPath] });
    expect(await Promise.all([phonePath, widePath].map(async (path) => (await pg.get(path))!.etag))).toEqual(etags);
    expect((await fetched(`/uploads/${phonePath}`)).bytes.equals(phoneServed.bytes)).toBe(true);
  });

  it('rewrites an older original in an S3 bucket in place too, and never over a newer one', async () => {
    const s3 = await startS3Server('older-pictures');
    const store = new S3ImageStore({
      backend: 's3',
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      prefix: 'shop/',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    try {
      const phone = await phoneJpeg(640, 480);
      await store.putAt('products/IMG_0001.jpg', phone, 'image/jpeg');
      const before = (await store.get('products/IMG_0001.jpg'))!.etag;

      const first = await convertStoredPictures(store);
      const stored = (await store.get('products/IMG_0001.jpg'))!;
      expect([stored.mime, await described(stored.body as Buffer)]).toEqual(['image/jpeg', { format: 'jpeg', width: 480, height: 640, orientation: undefined, exif: undefined, gps: false, icc: undefined, xmp: undefined, leftovers: [] }]);
      expect(stored.etag).not.toBe(before);
      expect(first).toMatchObject({ converted: 1, rewritten: 1, refused: [] });
      expect(await convertStoredPictures(store)).toEqual({ converted: 0, present: 1, variants: 0, rewritten: 0, refused: [] });
      expect((await store.get('products/IMG_0001.jpg'))!.etag).toBe(stored.etag);

      // Never over bytes that changed since they were read, nor where there is nothing.
      expect(await store.replace('products/IMG_0001.jpg', Buffer.from('other'), 'image/jpeg', before)).toBe(false);
      expect(await store.replace('products/none.jpg', Buffer.from('other'), 'image/jpeg', stored.etag)).toBe(false);
      expect((await store.get('products/IMG_0001.jpg'))!.etag).toBe(stored.etag);
    } finally {
      await store.close();
      await s3.close();
    }
  });

  it('an instance keeps a rewritten original in memory for 10 minutes at most, its variants for as long as there is room', async () => {
    const pg = new PgImageStore(orm.em);
    const clock = { ms: 1_000_000, now: () => clock.ms };
    const cached = new CachedImageStore(pg, 8 * 1024 * 1024, clock);
    const phone = await phoneJpeg(320, 240);
    const path = await pg.put('products', phone, imageTypeOf(phone)!);
    const variant = variantPath(path, 360, 'webp');
    await pg.putAt(variant, await photo(360, 360, 'webp'), 'image/webp');
    const [original, variantBytes] = [await wholeBody((await cached.get(path))!), await wholeBody((await cached.get(variant))!)];
    expect(original!.equals(phone)).toBe(true);

    // images:convert, from another process, rewrites the original (and, for the sake of the test, the variant).
    const converted = await convertStoredPictures(new OnlyThese(orm.em, [path]));
    expect(converted).toMatchObject({ rewritten: 1, refused: [] });
    await pg.replace(variant, await photo(360, 360, 'webp'), 'image/webp', (await pg.get(variant))!.etag);
    clock.ms += ORIGINAL_CACHE_MS - 1000;
    expect((await wholeBody((await cached.get(path))!))!.equals(phone)).toBe(true);
    clock.ms += 2000;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await described((await wholeBody((await cached.get(path))!))!)).exif).toBeUndefined();
    expect((await wholeBody((await cached.get(variant))!))!.equals(variantBytes!)).toBe(true);
    // Replaced through this instance's own cache, it is dropped at once.
    const fresh = await photo(360, 360, 'webp');
    expect(await cached.replace(variant, fresh, 'image/webp', (await pg.get(variant))!.etag)).toBe(true);
    expect((await wholeBody((await cached.get(variant))!))!.equals(fresh)).toBe(true);
  });

  it('tells a picture as the shop stores it from one with leftovers', async () => {
    expect(await pictureLeftovers(await phoneJpeg(64, 48))).toEqual(expect.arrayContaining(['exif', 'icc', 'orientation', 'APP1', 'APP2']));
    const clean = await sharp(await photo(300, 200, 'jpeg')).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
    expect(await pictureLeftovers(clean)).toEqual([]);
    // A JPEG comment, and bytes after the picture's end, which sharp's metadata() does not report.
    const commented = Buffer.concat([clean.subarray(0, 2), Buffer.from([0xff, 0xfe, 0x00, 0x07]), Buffer.from('hello'), clean.subarray(2)]);
    expect(await pictureLeftovers(commented)).toEqual(['COM']);
    expect(await pictureLeftovers(Buffer.concat([clean, Buffer.from('<script>')]))).toEqual(['bytes after the end']);
    const png = await photo(300, 200, 'png');
    expect(await pictureLeftovers(png)).toEqual([]);
    expect(await pictureLeftovers(await sharp(png).png().withMetadata().toBuffer())).toEqual(expect.arrayContaining(['icc', 'iCCP']));
    expect(await pictureLeftovers(await photo(300, 200, 'webp'))).toEqual([]);
    expect(await pictureLeftovers(await sharp(await photo(300, 200, 'webp')).webp().withExif({ IFD0: { Make: 'PhoneCo' } }).toBuffer())).toEqual(expect.arrayContaining(['exif', 'EXIF']));
    expect(await pictureLeftovers(await photo(2001, 10, 'png'))).toEqual(['2001×10 px']);
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
