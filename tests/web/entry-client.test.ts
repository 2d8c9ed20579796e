import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS_ID } from '../../web/src/app/ssr/state';

// The browser entry keeps its own copy of the data block's id (it imports nothing it could share
// with the application's chunks), so a renamed id would silently stop the chunk preloading.
describe('the browser entry', () => {
  const source = readFileSync(path.resolve(__dirname, '../../web/src/entry-client.tsx'), 'utf8');

  it("reads the page's chunk list from the block the server writes", () => {
    expect(source).toContain(`const PAGE_CHUNKS_ID = '${PAGE_CHUNKS_ID}';`);
  });

  it('imports nothing but its stylesheet statically', () => {
    const staticImports = [...source.matchAll(/^import\s.*?from\s+'([^']+)'|^import\s+'([^']+)'/gm)].map((m) => m[1] ?? m[2]);
    expect(staticImports).toEqual(['./app/app.css']);
  });
});
