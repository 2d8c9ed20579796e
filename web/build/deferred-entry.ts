import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { PAGE_CHUNKS_ID } from '../src/app/ssr/state';

/** How long after the document is parsed the app starts at the latest, should the page's pictures be slow. */
export const MAX_LOAD_WAIT_MS = 3000;

const MODULE_ENTRY = /[ \t]*<script type="module" crossorigin src="\/([^"]+)"><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="[^"]+">\n?/g;

/**
 * The built page's one module script is a starter of a few hundred bytes with no imports, not
 * the app's entry: the entry (and with it Vite's loader and the bundler's runtime, which it
 * imports) is fetched only once the page's pictures are on screen, together with every chunk the
 * server lists for the page (`__PAGE_CHUNKS__`), all at once (docs/decisions/0034).
 *
 * Before, the entry's two imports were `modulepreload` links in the HTML: three scripts fetched
 * beside the first pictures, the two imports each on a connection of their own on a phone's
 * network, and ending last. Lighthouse's simulation counts a script that finished before the
 * first paint in the first paint and every request that finished before the largest paint in
 * that: /shop's, /categories' and /blog's LCP were those two scripts' end.
 *
 * The starter itself stays a module script in the HTML rather than inline: a page with no
 * script pending when its parsing ends has its whole style and layout computed in the task that
 * ends the parsing, apart from the first paint, and Lighthouse then counts that task (~40 ms on
 * a fast machine, ×2 to ×4 simulated) as blocking after the first paint; with a deferred script
 * the first frame computes it and paints.
 *
 * `npm run dev` is untouched (build only): the template's module script is the entry there.
 */
export function deferredEntry(): Plugin {
  return {
    name: 'fruit-shop:deferred-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return; // the server bundle
        const html = String(page.source);
        const entries = [...html.matchAll(MODULE_ENTRY)].map((match) => match[1]);
        if (entries.length !== 1) throw new Error(`deferred-entry: expected one module entry in index.html, found ${entries.length}`);
        const code = starter(`/${entries[0]}`);
        const fileName = `assets/start-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source: code });
        // At the end of the body, after the server's data: the preload scanner finds the page's
        // pictures first, so they take the first connections.
        const tag = `<script type="module" crossorigin src="/${fileName}"></script>`;
        const withoutEntry = html.replace(MODULE_ENTRY, '').replace(MODULE_PRELOAD, '');
        if (!withoutEntry.includes('</body>')) throw new Error('deferred-entry: index.html has no </body>');
        page.source = withoutEntry.replace('</body>', () => `  ${tag}\n  </body>`);
      },
    },
  };
}

/**
 * Once the page's pictures have loaded (its `load` event), been decoded and painted (the next
 * frame), or at the latest `MAX_LOAD_WAIT_MS` after it runs (when the document is parsed): the
 * entry as a module script, then a `modulepreload` of each listed chunk, all fetched in
 * parallel, once.
 *
 * Not at `load` itself: the event fires when the pictures have arrived, before a picture decoded
 * off the main thread (`decoding="async"`) is on screen, and the largest paint of a product grid
 * is such a picture; scripts that finish before that paint count in it for Lighthouse
 * (measured: /shop's LCP 1.2 → 2.3 s in the runs where the app's chunks finished first).
 */
function starter(entry: string): string {
  return (
    `const d=document,u=${JSON.stringify(entry)};let s=0;` +
    `function go(){if(s)return;s=1;` +
    `const e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=u;d.head.append(e);` +
    `let c=[];try{c=JSON.parse(d.getElementById(${JSON.stringify(PAGE_CHUNKS_ID)})?.textContent||'[]')}catch{}` +
    `for(const h of c){if(h===u)continue;const l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.append(l)}}` +
    `function shown(){Promise.all([...d.images].filter((m)=>m.complete).map((m)=>m.decode().catch(()=>{})))` +
    `.then(()=>requestAnimationFrame(()=>setTimeout(go,0)))}` +
    `if(d.readyState==='complete')shown();else addEventListener('load',shown);` +
    `setTimeout(go,${MAX_LOAD_WAIT_MS});\n`
  );
}
