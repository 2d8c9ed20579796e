import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The part of s3rver (a real S3-compatible server in Node, no types shipped) the tests use. */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: { address: string; port: number; silent: boolean; directory: string; configureBuckets: { name: string }[] }) => S3rverInstance;

export interface S3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point an app at this server's bucket. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * s3rver on a free loopback port with a bucket of its own, its objects in a temporary folder:
 * the image store's S3 backend talks the real S3 protocol (signed requests, XML errors,
 * conditional GETs) to it, through the same SDK it uses against AWS, MinIO or R2.
 */
export async function startS3Server(bucket = 'shop-pictures'): Promise<S3Server> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = await mkdtemp(path.join(os.tmpdir(), 'fruit-shop-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (prefix) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's fixed keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
