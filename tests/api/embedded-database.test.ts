import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { Product } from '../../api/src/modules/catalog/product.entity.js';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('embedded database (no DATABASE_URL)', () => {
  it('migrates and seeds on first start, and keeps data across a restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fruit-shop-embedded-'));
    dirs.push(dataDir);
    const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(config.databaseUrl).toBeUndefined();

    const first = await startApp(config);
    let productCount: number;
    try {
      expect(first.db.embedded).toBe(true);
      // No TCP port at all (a server's 5432 stays free): a Unix socket in DATA_DIR/socket,
      // a folder only this user can open (issue 41).
      expect(decodeURIComponent(new URL(first.db.url).hostname)).toBe(path.join(dataDir, 'socket'));
      expect(statSync(path.join(dataDir, 'socket')).mode & 0o777).toBe(0o700);
      const list = (await (await fetch(`${first.url}/api/product/get`)).json()) as { product_id: number }[];
      productCount = list.length;
      expect(productCount).toBeGreaterThanOrEqual(40);
      // A change made while running must survive the restart.
      const em = first.db.orm.em.fork();
      const p = await em.findOneOrFail(Product, { id: 1 });
      p.stockQuantity = 7;
      await em.flush();
    } finally {
      await first.close();
    }

    const second = await startApp(config);
    try {
      const list = (await (await fetch(`${second.url}/api/product/get`)).json()) as { product_id: number; stock_quantity: number }[];
      expect(list).toHaveLength(productCount); // not seeded twice
      expect(list[0]).toMatchObject({ product_id: 1, stock_quantity: 7 });
    } finally {
      await second.close();
    }
  }, 60_000); // a first start opens PGlite's folder, migrates and seeds: ~12 s alone, twice that on a loaded machine
});
