import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { contentPath, sha256Hex, type ImageStore, type StoredImage } from './image-store.js';
import type { ImageType } from './image-types.js';

/** Pictures up to this size come back in one statement; larger ones are read and sent this much at a time. */
export const PG_CHUNK_BYTES = 256 * 1024;

/**
 * The default store: pictures in PostgreSQL (the shop's one shared dependency), so any instance
 * on the database serves any picture. `image_blob` holds each content once, by its SHA-256;
 * `image_path` says which content each public path shows (migrations/…_image_store.ts).
 *
 * No statement runs inside a transaction: on the embedded database (one session) a picture
 * never waits behind one of ours, and each write is one statement.
 */
export class PgImageStore implements ImageStore {
  readonly backend = 'postgres';

  constructor(
    private readonly em: EntityManager,
    private readonly chunkBytes = PG_CHUNK_BYTES,
  ) {}

  private rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    // MikroORM's execute writes the parameters into the statement (a picture as a bytea literal)
    // and sends it with the simple query protocol. Bound parameters would use the extended
    // protocol, whose unnamed statement the embedded database's socket server mixes up between
    // connections under load (measured: wrong rows and "portal does not exist" errors).
    return this.em.getConnection().execute<T[]>(sql, params, 'all');
  }

  async put(folder: string, bytes: Buffer, type: ImageType): Promise<string> {
    const path = contentPath(folder, bytes, type);
    await this.putAt(path, bytes, type.mime);
    return path;
  }

  async putAt(path: string, bytes: Buffer, mime: string): Promise<boolean> {
    const sha = sha256Hex(bytes);
    // One statement, so no transaction: the bytes are added when their content is new and the
    // path is free; two instances storing the same picture at once both succeed (ON CONFLICT),
    // and a path that is taken keeps what it shows.
    const stored = await this.rows<{ path: string }>(
      `with "free" as (select 1 where not exists (select 1 from "image_path" where "path" = ?)),
        "blob" as (
          insert into "image_blob" ("sha256", "mime", "size", "bytes") select ?, ?, ?, ? from "free"
          on conflict ("sha256") do nothing
        )
      insert into "image_path" ("path", "sha256") select ?, ? from "free"
      on conflict ("path") do nothing
      returning "path"`,
      [path, sha, mime, bytes.length, bytes, path, sha],
    );
    return stored.length > 0;
  }

  async replace(path: string, bytes: Buffer, mime: string, etag: string): Promise<boolean> {
    const sha = sha256Hex(bytes);
    const was = /^"([0-9a-f]{64})"$/.exec(etag)?.[1];
    if (!was || was === sha) return false;
    // One statement, as putAt: the new bytes are added when their content is new, the path is
    // moved to them only while it still shows `was`, and the old bytes go when no other path
    // shows them (the statement sees the paths as they were, so this one is left out by name).
    const moved = await this.rows<{ path: string }>(
      `with "current" as (select 1 from "image_path" where "path" = ? and "sha256" = ?),
        "blob" as (
          insert into "image_blob" ("sha256", "mime", "size", "bytes") select ?, ?, ?, ? from "current"
          on conflict ("sha256") do nothing
        ),
        "moved" as (update "image_path" set "sha256" = ? where "path" = ? and "sha256" = ? returning "path"),
        "dropped" as (
          delete from "image_blob" where "sha256" = ? and exists (select 1 from "moved")
            and not exists (select 1 from "image_path" where "sha256" = ? and "path" <> ?)
        )
      select "path" from "moved"`,
      [path, was, sha, mime, bytes.length, bytes, sha, path, was, was, was, path],
    );
    return moved.length > 0;
  }

  async get(path: string, { ifNoneMatch }: { ifNoneMatch?: string } = {}): Promise<StoredImage | null> {
    // Our tags are the hash in quotes: a revalidation that still matches costs no bytes.
    const tags = ifNoneMatch?.trim() === '*' ? '*' : (ifNoneMatch?.match(/[0-9a-f]{64}/g) ?? []).join(',');
    const [row] = await this.rows<{ sha256: string; mime: string; size: number; head: Buffer | null }>(
      `select p."sha256", b."mime", b."size",
        case when ? = '*' or p."sha256" = any(string_to_array(?, ',')) then null else substring(b."bytes" from 1 for ?) end as "head"
      from "image_path" p join "image_blob" b on b."sha256" = p."sha256"
      where p."path" = ?`,
      [tags, tags, this.chunkBytes, path],
    );
    if (!row) return null;
    const image: StoredImage = { etag: `"${row.sha256}"`, mime: row.mime, size: row.size };
    if (!row.head) return image;
    if (row.head.length >= row.size) return { ...image, body: row.head };
    return { ...image, body: Readable.from(this.chunks(row.sha256, row.head, row.size), { objectMode: false }) };
  }

  /** The rest of a large picture, one chunk per statement, read only as fast as the client takes it. */
  private async *chunks(sha: string, head: Buffer, size: number): AsyncGenerator<Buffer> {
    yield head;
    for (let offset = head.length; offset < size; offset += this.chunkBytes) {
      const [row] = await this.rows<{ chunk: Buffer }>('select substring("bytes" from ? for ?) as "chunk" from "image_blob" where "sha256" = ?', [offset + 1, this.chunkBytes, sha]);
      if (!row) throw new Error(`image ${sha} went away while it was being sent`);
      yield row.chunk;
    }
  }

  async missing(paths: readonly string[]): Promise<string[]> {
    const present = new Set<string>();
    for (let i = 0; i < paths.length; i += 500) {
      const part = paths.slice(i, i + 500);
      const rows = await this.rows<{ path: string }>(`select "path" from "image_path" where "path" in (${part.map(() => '?').join(', ')})`, part);
      for (const row of rows) present.add(row.path);
    }
    return paths.filter((p) => !present.has(p));
  }

  async *list(): AsyncIterable<string> {
    // Keyset pages: no statement holds a cursor open (the embedded database is one session).
    let after = '';
    for (;;) {
      const rows = await this.rows<{ path: string }>('select "path" from "image_path" where "path" > ? order by "path" limit 1000', [after]);
      for (const row of rows) yield row.path;
      if (rows.length < 1000) return;
      after = rows[rows.length - 1].path;
    }
  }

  async close(): Promise<void> {
    // The database belongs to the app, which closes it.
  }
}
