import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS_ID } from '../../web/src/app/ssr/state';
import { withoutStacks } from '../../web/src/boot/without-stacks';

// The browser entry keeps its own copy of the data block's id (it imports nothing it could share
// with the application's chunks), so a renamed id would silently stop the chunk preloading.
describe('the browser entry', () => {
  const source = readFileSync(path.resolve(__dirname, '../../web/src/entry-client.tsx'), 'utf8');

  it("reads the page's chunk list from the block the server writes", () => {
    expect(source).toContain(`const PAGE_CHUNKS_ID = '${PAGE_CHUNKS_ID}';`);
  });

  it('imports nothing but its stylesheet and its own stack helper statically', () => {
    const staticImports = [...source.matchAll(/^import\s.*?from\s+'([^']+)'|^import\s+'([^']+)'/gm)].map((m) => m[1] ?? m[2]);
    expect(staticImports).toEqual(['./app/app.css', './boot/without-stacks']);
  });

  it('evaluates every chunk it imports with error stacks off', () => {
    const imports = [...source.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(1);
    // The stages are called through withoutStacks(stage); the app's import is wrapped inline.
    expect(source).toMatch(/await withoutStacks\(stage\)/);
    expect(source).toMatch(/withoutStacks\(\(\) => import\('\.\/client-main'\)\)/);
    expect(source).not.toMatch(/await stage\(\)/);
  });
});

// Only the entry may import the stack helper: were the application to import it too, the build
// could move it into a chunk of the application, and the entry would load that chunk (and React
// with it) before the page has loaded.
describe('withoutStacks', () => {
  it('is imported by the browser entry alone', () => {
    const root = path.resolve(__dirname, '../../web/src');
    const importers = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file))
      .filter((file) => /from '[./]*boot\/without-stacks'|from '\.\/without-stacks'/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(importers).toEqual(['entry-client.tsx']);
  });

  it('turns stack capture off while the chunk loads and restores it afterwards', async () => {
    const before = Error.stackTraceLimit;
    let during: unknown = 'not called';
    let stack: string | undefined = 'not called';
    const value = await withoutStacks(async () => {
      during = Error.stackTraceLimit;
      stack = new Error('made while a chunk evaluates').stack;
      return 42;
    });
    expect(value).toBe(42);
    expect(during).toBeUndefined();
    expect(stack).toBeUndefined();
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('after').stack).toContain('after');
  });

  it('restores the limit when the import fails', async () => {
    const before = Error.stackTraceLimit;
    await expect(withoutStacks(() => Promise.reject(new Error('chunk failed to load')))).rejects.toThrow('chunk failed to load');
    expect(Error.stackTraceLimit).toBe(before);
  });
});
