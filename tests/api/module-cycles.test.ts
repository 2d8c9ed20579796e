import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkModules } from '../../scripts/lint/module-cycles.mjs';

/*
 * `npm run lint`'s module check (docs/decisions/0020-one-way-modules.md): it passes on the api
 * as it is, and fails on every way a group of modules can come to import each other.
 */

let scratch: string;

/** Writes `files` (path → source) into a fresh folder under the scratch folder; returns it. */
async function tree(name: string, files: Record<string, string>): Promise<string> {
  const root = path.join(scratch, name);
  for (const [file, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), source);
  }
  return root;
}

const modulesIn = (result: Awaited<ReturnType<typeof checkModules>>) => result.cycles.map((c: { modules: string[] }) => c.modules);

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'module-cycles-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('the module check', () => {
  it('passes on api/src: no module cycle, core/ and lib/ import no module', async () => {
    const result = await checkModules('api/src');
    expect(result.cycles).toEqual([]);
    expect(result.upward).toEqual([]);
  });

  it('fails on two folders that import each other although no file imports itself back', async () => {
    const root = await tree('pair', {
      'modules/a/x.ts': "import { y } from '../b/y.js';\nexport const x = y;\n",
      'modules/a/w.ts': 'export const w = 1;\n',
      'modules/b/y.ts': 'export const y = 2;\n',
      'modules/b/z.ts': "import { w } from '../a/w.js';\nexport const z = w;\n",
    });
    expect(modulesIn(await checkModules(root))).toEqual([['modules/a', 'modules/b']]);
  });

  it('fails on a cycle through a third module, type-only imports included', async () => {
    const root = await tree('ring', {
      'modules/a/a.ts': "import type { B } from '../b/b.js';\nexport type A = B[];\n",
      'modules/b/b.ts': "import { c } from '../c/c.js';\nexport type B = typeof c;\n",
      'modules/c/c.ts': "import type { A } from '../a/a.js';\nexport const c: A | null = null;\n",
      'modules/d/d.ts': "import { c } from '../c/c.js';\nexport const d = c;\n",
    });
    expect(modulesIn(await checkModules(root))).toEqual([['modules/a', 'modules/b', 'modules/c']]);
  });

  it('fails when core/ or lib/ imports a module', async () => {
    const root = await tree('upward', {
      'modules/a/a.ts': 'export const a = 1;\n',
      'core/thing.ts': "import { a } from '../modules/a/a.js';\nexport const thing = a;\n",
    });
    const result = await checkModules(root);
    expect(result.cycles).toEqual([]);
    expect(result.upward).toEqual([{ from: 'core/thing.ts', to: 'modules/a/a.ts' }]);
  });

  it('fails (exit 1, naming the modules) when the api is made to import upwards: orders → payments', async () => {
    const copy = path.join(scratch, 'api-src');
    await cp('api/src', copy, { recursive: true });
    const service = path.join(copy, 'modules/orders/order.service.ts');
    await writeFile(service, `import '../payments/payment.service.js';\n${await readFile(service, 'utf8')}`);
    const run = spawnSync(process.execPath, ['scripts/lint/module-cycles.mjs', copy], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    // payments imports orders and subscriptions, and subscriptions imports orders (a subscription's delivery is an order): all three close the circle.
    expect(run.stderr).toContain('Module cycle: orders, payments, subscriptions import each other');
    expect(run.stderr).toContain('modules/orders/order.service.ts → modules/payments/payment.service.ts');
  });
});
