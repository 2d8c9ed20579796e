import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../../api/src/app.js';
import { BLOGS } from '../../api/src/db/seed/data/blogs.js';
import { PRODUCTS } from '../../api/src/db/seed/data/catalogue.js';
import { importUploadFolder } from '../../api/src/modules/media/image-import.js';
import { imageTypeOf } from '../../api/src/modules/media/image-types.js';
import { normalizePicture } from '../../api/src/modules/media/picture-encoder.js';
import { PgImageStore } from '../../api/src/modules/media/pg-image-store.js';
import { adminLogin, type AdminSession } from '../utils/admins.js';
import { apiUrl } from '../utils/api-client.js';
import { connectTestOrm } from '../utils/orm.js';
import { openPrivateDatabase, type PrivateDatabase } from '../utils/private-database.js';
import { randomPicture } from '../utils/pictures.js';
import { startS3Server, type S3Server } from '../utils/s3-server.js';
import { startSecondApp } from '../utils/second-app.js';

/*
 * Pictures every instance can serve (issue 30, docs/decisions/0027-image-store.md): uploads and
 * seeded pictures live in the image store (PostgreSQL by default, or an S3-compatible bucket),
 * not on the disk of the instance that wrote them; /uploads/... addresses keep working.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bytes that pass the shop's magic-byte check, different on every call (the store keeps each content once). */
const png = (size = 2000) => Buffer.concat([PNG_SIGNATURE, randomBytes(size)]);
const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/**
 * A real picture to upload (uploads are decoded and encoded again since decision 0035, so the
 * bytes above are refused there; the old-folder import still takes them as they are) and the
 * bytes the shop stores for it.
 */
async function uploadable(format: 'png' | 'jpeg' = 'png', approxBytes = 2000) {
  const bytes = await randomPicture(format, approxBytes);
  return { bytes, stored: await normalizePicture(bytes, imageTypeOf(bytes)!) };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const A_WEEK = 'public, max-age=604800';

const tempDirs: string[] = [];
async function tempDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `fruit-shop-${name}-`));
  tempDirs.push(dir);
  return dir;
}

/** Every file under `dir` (none, when pictures stay off the disk). */
const filesIn = async (dir: string) => (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).map((e) => e.name);

async function upload(base: string, admin: AdminSession, bytes: Buffer, type = 'image/png', name = 'photo.png') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${base}/api/uploads`, { method: 'POST', body: form, headers: { authorization: `Bearer ${admin.token}` } });
  return { status: res.status, body: (await res.json()) as { url: string; error?: string; code?: string } };
}

async function picture(base: string, url: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await fetch(`${base}${url}`, { headers, method });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A GET whose path goes out exactly as written (no dot-segment resolution, unlike fetch). */
function rawGet(base: string, requestPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname, port, path: requestPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('pictures in PostgreSQL (the default)', () => {
  let admin: AdminSession;
  let orm: MikroORM;
  /** Another instance on the same database, with an upload folder of its own (empty) and no memory cache. */
  let other: App;
  let otherDir: string;

  beforeAll(async () => {
    admin = await adminLogin();
    orm = await connectTestOrm();
    otherDir = await tempDir('images-other');
    other = await startSecondApp({ UPLOAD_DIR: otherDir, IMAGE_CACHE_MB: '0' });
  });
  afterAll(async () => {
    await other?.close();
    await orm?.close();
  });

  it('serves a picture uploaded through one instance from another with its own, empty upload folder', async () => {
    const { bytes, stored } = await uploadable();
    const uploaded = await upload(apiUrl(), admin, bytes);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.url).toBe(`/uploads/products/${sha256(stored)}.png`);

    const served = await picture(other.url, uploaded.body.url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(stored)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe(String(stored.length));
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(served.headers.get('etag')).toBe(`"${sha256(stored)}"`);

    // A large picture (read from the database in 256 KB chunks) arrives whole.
    const { bytes: large, stored: largeStored } = await uploadable('jpeg', 3_000_000);
    expect(large.length).toBeLessThan(5 * 1024 * 1024);
    expect(largeStored.length).toBeGreaterThan(3 * 256 * 1024);
    const big = await upload(apiUrl(), admin, large, 'image/jpeg', 'big.jpg');
    expect(big.body.url).toBe(`/uploads/products/${sha256(largeStored)}.jpg`);
    const bigServed = await picture(other.url, big.body.url);
    expect([bigServed.status, bigServed.headers.get('content-type'), bigServed.headers.get('content-length')]).toEqual([200, 'image/jpeg', String(largeStored.length)]);
    expect(bigServed.bytes.equals(largeStored)).toBe(true);

    // Neither instance wrote a file.
    expect(await filesIn(inject('uploadDir'))).toEqual([]);
    expect(await filesIn(otherDir)).toEqual([]);
  });

  it('serves many pictures at once, each with its own bytes (the embedded database is one session)', async () => {
    const uploads = await Promise.all([uploadable('png', 300), uploadable('png', 5000), uploadable('jpeg', 40_000), uploadable('jpeg', 300_000), uploadable('png', 12_000), uploadable('jpeg', 700_000)]);
    const pictures = uploads.map((u) => u.stored);
    const urls: string[] = [];
    for (const { bytes } of uploads) urls.push((await upload(apiUrl(), admin, bytes, bytes[0] === 0xff ? 'image/jpeg' : 'image/png')).body.url);
    const requests = Array.from({ length: 48 }, (_, i) => ({ base: i % 2 ? other.url : apiUrl(), at: i % pictures.length }));
    const answers = await Promise.all(requests.map(async ({ base, at }) => ({ at, served: await picture(base, urls[at]) })));
    for (const { at, served } of answers) {
      expect([urls[at], served.status]).toEqual([urls[at], 200]);
      expect(served.bytes.equals(pictures[at])).toBe(true);
    }
  });

  it('serves the seeded pictures from every instance, with no files on disk', async () => {
    const urls = [...PRODUCTS.slice(0, 3).map((p) => `/uploads/products/${p.icon}.png`), `/uploads/blogs/${BLOGS.find((b) => b.coverIcon)!.coverIcon}.png`];
    for (const base of [apiUrl(), other.url]) {
      for (const url of urls) {
        const served = await picture(base, url);
        expect([url, served.status, served.headers.get('content-type'), served.headers.get('cache-control')]).toEqual([url, 200, 'image/png', A_WEEK]);
        expect(served.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      }
    }
    expect(await filesIn(inject('uploadDir'))).toEqual([]);
    expect(await filesIn(otherDir)).toEqual([]);
  });

  it('stores the same bytes once, whoever uploads them and however often', async () => {
    const { bytes, stored } = await uploadable();
    const first = await upload(apiUrl(), admin, bytes);
    const again = await upload(other.url, await adminLogin(undefined, undefined, other.url), bytes, 'image/png', 'another-name.png');
    expect(again.body.url).toBe(first.body.url);
    const rows = await orm.em.fork().execute<{ n: number }[]>('select count(*)::int as "n" from "image_blob" where "sha256" = ?', [sha256(stored)]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('answers a revalidation with 304 and the ETag, on a cached and an uncached instance', async () => {
    const { bytes, stored } = await uploadable();
    const { body } = await upload(apiUrl(), admin, bytes);
    const seeded = `/uploads/products/${PRODUCTS[0].icon}.png`;
    for (const base of [apiUrl(), other.url]) {
      for (const url of [body.url, seeded]) {
        const first = await picture(base, url);
        const etag = first.headers.get('etag')!;
        expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
        for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
          const again = await picture(base, url, { 'if-none-match': ifNoneMatch });
          expect([url, ifNoneMatch, again.status, again.headers.get('etag'), again.bytes.length]).toEqual([url, ifNoneMatch, 304, etag, 0]);
          expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
        }
        const changed = await picture(base, url, { 'if-none-match': `"${'0'.repeat(64)}"` });
        expect(changed.status).toBe(200);
        expect(changed.bytes.equals(first.bytes)).toBe(true);
      }
      const head = await picture(base, body.url, {}, 'HEAD');
      expect([head.status, head.headers.get('content-length'), head.headers.get('content-type'), head.bytes.length]).toEqual([200, String(stored.length), 'image/png', 0]);
    }
  });

  it('answers 404 (never 500) for a picture it does not have or a path it could never hold', async () => {
    const paths = [
      '/uploads/products/nope.png',
      `/uploads/products/${'a'.repeat(64)}.png`,
      '/uploads/',
      '/uploads/products/',
      '/uploads/products/.hidden.png',
      // Sent as written (rawGet): fetch would resolve the dots itself.
      '/uploads/../../package.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/products/..%2f..%2fpackage.json',
      '/uploads/products//double.png',
      `/uploads/${'x'.repeat(300)}.png`,
    ];
    for (const base of [apiUrl(), other.url]) {
      for (const url of paths) {
        const res = await rawGet(base, url);
        expect([url, res.status, JSON.parse(res.body).code]).toEqual([url, 404, 'NOT_FOUND']);
      }
    }
  });

  it('still refuses what is not a picture, or too large, with the same messages, storing nothing', async () => {
    const text = Buffer.from('just some text, honestly');
    const notImage = await upload(other.url, await adminLogin(undefined, undefined, other.url), text, 'image/png', 'photo.png');
    expect([notImage.status, notImage.body.error, notImage.body.code]).toEqual([400, 'Please upload a JPEG, PNG or WebP image', 'BAD_USER_INPUT']);
    const huge = jpeg(5 * 1024 * 1024);
    const tooBig = await upload(apiUrl(), admin, huge, 'image/jpeg', 'huge.jpg');
    expect([tooBig.status, tooBig.body.error]).toEqual([400, 'Images can be at most 5 MB']);
    const rows = await orm.em.fork().execute('select 1 from "image_blob" where "sha256" in (?, ?)', [sha256(text), sha256(huge)]);
    expect(rows).toEqual([]);
  });
});

describe('the old upload folder, imported at start', () => {
  let db: PrivateDatabase;
  const apps: App[] = [];
  let dir: string;
  const OLD_JPEG = jpeg(5000);
  const OLD_PNG = png(3000);
  const OLD_NAME = `${randomBytes(16).toString('hex')}.jpg`;

  beforeAll(async () => {
    db = await openPrivateDatabase('fruitshop_images_import');
    // What an instance's disk held before the image store: an upload under a random name, a
    // seeded picture, and things that are not pictures.
    dir = await tempDir('images-old-uploads');
    await mkdir(path.join(dir, 'products'), { recursive: true });
    await mkdir(path.join(dir, 'blogs'), { recursive: true });
    await writeFile(path.join(dir, 'products', OLD_NAME), OLD_JPEG);
    await writeFile(path.join(dir, 'blogs', 'mango.png'), OLD_PNG);
    await writeFile(path.join(dir, 'products', 'notes.txt'), 'not a picture');
    await writeFile(path.join(dir, 'products', 'fake.png'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(dir, '.DS_Store'), 'finder');
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.drop();
  });

  const importedAt = async () =>
    db.orm.em.fork().execute<{ path: string; created_at: Date }[]>('select "path", "created_at" from "image_path" order by "path"');

  it('imports the pictures once, at their old addresses, which every instance then serves', async () => {
    apps.push(await db.startApp({ UPLOAD_DIR: dir }));
    expect((await importedAt()).map((r) => r.path).sort()).toEqual(['blogs/mango.png', `products/${OLD_NAME}`].sort());
    const first = await importedAt();

    // Another instance with an empty folder of its own serves the old addresses too.
    apps.push(await db.startApp({ UPLOAD_DIR: await tempDir('images-new-instance') }));
    for (const app of apps) {
      const old = await picture(app.url, `/uploads/products/${OLD_NAME}`);
      expect([old.status, old.headers.get('content-type'), old.headers.get('cache-control')]).toEqual([200, 'image/jpeg', A_WEEK]);
      expect(old.bytes.equals(OLD_JPEG)).toBe(true);
      const cover = await picture(app.url, '/uploads/blogs/mango.png');
      expect(cover.bytes.equals(OLD_PNG)).toBe(true);
      for (const url of ['/uploads/products/notes.txt', '/uploads/products/fake.png', '/uploads/.DS_Store']) {
        expect([url, (await fetch(`${app.url}${url}`)).status]).toEqual([url, 404]);
      }
    }

    // A later start finds every picture stored and stores nothing again; the files stay on disk.
    expect(await importUploadFolder(new PgImageStore(db.orm.em), dir)).toEqual({ imported: 0, present: 2, skipped: ['products/fake.png', 'products/notes.txt'] });
    apps.push(await db.startApp({ UPLOAD_DIR: dir }));
    expect(await importedAt()).toEqual(first);
    expect((await filesIn(dir)).sort()).toEqual(['.DS_Store', OLD_NAME, 'fake.png', 'mango.png', 'notes.txt'].sort());
  });

  it('copes with two instances starting at once on the same files', async () => {
    const added = png(1000);
    await writeFile(path.join(dir, 'products', 'added-later.png'), added);
    apps.push(...(await Promise.all([db.startApp({ UPLOAD_DIR: dir }), db.startApp({ UPLOAD_DIR: dir })])));
    expect((await importedAt()).map((r) => r.path).sort()).toEqual(['blogs/mango.png', 'products/added-later.png', `products/${OLD_NAME}`].sort());
    const served = await picture(apps[0].url, '/uploads/products/added-later.png');
    expect(served.bytes.equals(added)).toBe(true);
  });
});

describe('pictures in an S3-compatible bucket (s3rver on loopback)', () => {
  let s3: S3Server;
  let client: S3Client;
  const apps: App[] = [];
  let db: PrivateDatabase | undefined;

  beforeAll(async () => {
    s3 = await startS3Server();
    client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.drop();
    client?.destroy();
    await s3?.close();
  });

  const objectExists = async (key: string) =>
    client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })).then(
      () => true,
      () => false,
    );

  it('serves a picture uploaded through one instance from another, each with its own upload folder', async () => {
    const [a, b] = await Promise.all([
      startSecondApp({ ...s3.env(), UPLOAD_DIR: await tempDir('images-s3-a') }),
      startSecondApp({ ...s3.env(), UPLOAD_DIR: await tempDir('images-s3-b'), IMAGE_CACHE_MB: '0' }),
    ]);
    apps.push(a, b);
    expect([a.images.backend, b.images.backend]).toEqual(['s3', 's3']);
    const admin = await adminLogin(undefined, undefined, a.url);

    const { bytes, stored } = await uploadable();
    const uploaded = await upload(a.url, admin, bytes);
    expect(uploaded.body.url).toBe(`/uploads/products/${sha256(stored)}.png`);
    expect(await objectExists(`products/${sha256(stored)}.png`)).toBe(true);
    // Its phone-sized variants went into the bucket with it.
    expect(await objectExists(`products/${sha256(stored)}.png.w600.avif`)).toBe(true);
    const served = await picture(b.url, uploaded.body.url);
    expect([served.status, served.headers.get('content-type'), served.headers.get('cache-control')]).toEqual([200, 'image/png', IMMUTABLE]);
    expect(served.bytes.equals(stored)).toBe(true);

    // The bucket's ETag, and its 304, pass through.
    const etag = served.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await picture(b.url, uploaded.body.url, { 'if-none-match': etag });
    expect([again.status, again.headers.get('etag'), again.bytes.length]).toEqual([304, etag, 0]);
    const cached = await picture(a.url, uploaded.body.url, { 'if-none-match': etag });
    expect(cached.status).toBe(304);

    // A large picture is streamed through.
    const { bytes: large, stored: largeStored } = await uploadable('jpeg', 1_200_000);
    const big = await upload(a.url, admin, large, 'image/jpeg', 'big.jpg');
    const bigServed = await picture(b.url, big.body.url);
    expect([bigServed.status, bigServed.headers.get('content-length')]).toEqual([200, String(largeStored.length)]);
    expect(bigServed.bytes.equals(largeStored)).toBe(true);

    // Missing pictures are 404; bad uploads keep their messages.
    expect((await fetch(`${b.url}/uploads/products/nope.png`)).status).toBe(404);
    const notImage = await upload(a.url, admin, Buffer.from('plain text'), 'image/png');
    expect([notImage.status, notImage.body.error]).toEqual([400, 'Please upload a JPEG, PNG or WebP image']);
    const tooBig = await upload(a.url, admin, jpeg(5 * 1024 * 1024), 'image/jpeg');
    expect([tooBig.status, tooBig.body.error]).toEqual([400, 'Images can be at most 5 MB']);
  });

  it('seeds into the bucket (under S3_PREFIX) and imports the old folder, so no instance needs files', async () => {
    const oldDir = await tempDir('images-s3-old');
    await mkdir(path.join(oldDir, 'products'), { recursive: true });
    const old = jpeg(4000);
    await writeFile(path.join(oldDir, 'products', 'old-upload.jpg'), old);
    db = await openPrivateDatabase('fruitshop_images_s3');
    const seeding = await db.startApp({ ...s3.env('shop/'), AUTO_SEED: 'true', UPLOAD_DIR: oldDir });
    apps.push(seeding);
    const icon = PRODUCTS[0].icon;
    expect(await objectExists(`shop/products/${icon}.png`)).toBe(true);
    expect(await objectExists(`shop/products/old-upload.jpg`)).toBe(true);

    const fresh = await db.startApp({ ...s3.env('shop/'), UPLOAD_DIR: await tempDir('images-s3-fresh') });
    apps.push(fresh);
    const seeded = await picture(fresh.url, `/uploads/products/${icon}.png`);
    expect([seeded.status, seeded.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(seeded.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const imported = await picture(fresh.url, '/uploads/products/old-upload.jpg');
    expect(imported.bytes.equals(old)).toBe(true);
    // Nothing of the shop's pictures went to the database.
    expect(await db.orm.em.fork().execute('select 1 from "image_path"')).toEqual([]);
  }, 120_000);

  it('answers 503, not 500, while the bucket cannot be reached', async () => {
    const unreachable = await startSecondApp({ ...s3.env(), S3_ENDPOINT: 'http://127.0.0.1:9', UPLOAD_DIR: await tempDir('images-s3-down') });
    apps.push(unreachable);
    const res = await fetch(`${unreachable.url}/uploads/products/${PRODUCTS[0].icon}.png`);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { code: string }).code).toBe('SERVICE_UNAVAILABLE');
  });
});
