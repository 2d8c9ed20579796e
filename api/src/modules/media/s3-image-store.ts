import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import type { S3ImageStoreConfig } from '../../config.js';
import { contentPath, isContentAddressed, type ImageStore, type StoredImage } from './image-store.js';
import type { ImageType } from './image-types.js';

/** Pictures up to this size are read whole (and may be cached); larger ones are streamed through. */
const WHOLE_BYTES = 256 * 1024;
/** HEAD requests in flight at once when checking many paths (the start-up import). */
const CHECKS_AT_ONCE = 8;

interface S3Failure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
  $response?: { headers?: Record<string, string | undefined> };
}

const statusOf = (error: unknown) => (error as S3Failure).$metadata?.httpStatusCode;

/** The tag of an If-None-Match header naming exactly one (without W/), else ''. */
const onlyTag = (ifNoneMatch: string | undefined) => {
  const tags = (ifNoneMatch ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.length === 1 && /^".*"$/.test(tags[0]) ? tags[0] : '';
};

/**
 * Pictures in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), through the official SDK.
 * The object key is the picture's path under an optional prefix. The app still serves them at
 * /uploads/… by passing the bytes through (decision 0027: same-origin URLs, the page's CSP and
 * stored addresses unchanged, no public bucket).
 */
export class S3ImageStore implements ImageStore {
  readonly backend = 's3';
  private readonly client: S3Client;

  constructor(private readonly config: S3ImageStoreConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Without keys, the SDK's own chain (instance or task roles, AWS_* variables, profiles).
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's
      // newer default (CRC32 on every request), and TLS already protects the bytes in flight.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A picture request never waits for ever on the bucket.
      requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
    });
  }

  private key(path: string): string {
    return `${this.config.prefix}${path}`;
  }

  async put(folder: string, bytes: Buffer, type: ImageType): Promise<string> {
    const path = contentPath(folder, bytes, type);
    await this.putAt(path, bytes, type.mime);
    return path;
  }

  async putAt(path: string, bytes: Buffer, mime: string): Promise<boolean> {
    // A path keeps what it shows: content-addressed ones cannot differ, and the others (seeded,
    // imported) are only written when absent.
    if ((await this.etagOf(path)) !== null) return false;
    await this.write(path, bytes, mime);
    return true;
  }

  async replace(path: string, bytes: Buffer, mime: string, etag: string): Promise<boolean> {
    // Checked, then written (a conditional PUT is not understood by every S3-compatible server):
    // only `images:convert` replaces, and two runs at once would store the same picture.
    if (!etag || (await this.etagOf(path)) !== etag) return false;
    await this.write(path, bytes, mime);
    return true;
  }

  private async write(path: string, bytes: Buffer, mime: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(path),
        Body: bytes,
        ContentType: mime,
        ContentLength: bytes.length,
        // For anyone reading the bucket directly (a CDN in front of it); the app sets its own.
        CacheControl: isContentAddressed(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=604800',
      }),
    );
  }

  async get(path: string, { ifNoneMatch }: { ifNoneMatch?: string } = {}): Promise<StoredImage | null> {
    let out: GetObjectCommandOutput;
    try {
      out = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(path), IfNoneMatch: ifNoneMatch }));
    } catch (error) {
      // The SDK reports "not modified" as a failure; it is the cheapest answer there is.
      // S3 repeats the ETag on a 304; some compatible servers do not, and then the one tag the
      // browser sent is the one that matched.
      if (statusOf(error) === 304) return { etag: (error as S3Failure).$response?.headers?.etag ?? onlyTag(ifNoneMatch), mime: '', size: 0 };
      // A missing bucket or a refused key is a misconfiguration, not a missing picture: it throws.
      if ((error as S3Failure).name === 'NoSuchKey') return null;
      throw error;
    }
    const image = { etag: out.ETag ?? '', mime: out.ContentType ?? 'application/octet-stream', size: out.ContentLength ?? 0 };
    if (!out.Body) return { ...image, body: Buffer.alloc(0) };
    if (image.size <= WHOLE_BYTES) return { ...image, body: Buffer.from(await out.Body.transformToByteArray()) };
    return { ...image, body: out.Body as Readable };
  }

  /** The object's ETag, or null when there is none at `path`. */
  private async etagOf(path: string): Promise<string | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.key(path) }));
      return head.ETag ?? '';
    } catch (error) {
      if (statusOf(error) === 404 && (error as S3Failure).name !== 'NoSuchBucket') return null;
      throw error;
    }
  }

  async missing(paths: readonly string[]): Promise<string[]> {
    const absent = new Set<string>();
    let next = 0;
    const worker = async () => {
      while (next < paths.length) {
        const path = paths[next++];
        if ((await this.etagOf(path)) === null) absent.add(path);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CHECKS_AT_ONCE, paths.length) }, worker));
    return paths.filter((p) => absent.has(p));
  }

  async *list(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: this.config.prefix || undefined, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(this.config.prefix.length);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
