import type { Plugin } from 'vite';
import { PAGE_CHUNKS_ID } from '../src/app/ssr/state';

/** How long after the document is parsed the app starts at the latest, should the page's load event be slow (its pictures). */
export const MAX_LOAD_WAIT_MS = 3000;

const MODULE_ENTRY = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="[^"]+">\n?/g;
/** The template's one classic inline script, the early-tap keeper (index.html). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The browser entry is not in the built page's HTML: the template's one inline script (the
 * early-tap keeper) also starts it, once the page's pictures are on screen (or `MAX_LOAD_WAIT_MS`
 * after the document is parsed), together with every chunk the server lists for the page
 * (`__PAGE_CHUNKS__`: the entry's own imports, the app and the page's chunks), fetched at once.
 *
 * Until then the page's first paint and its pictures are all that downloads. A `<script
 * type="module">` in the HTML, even one that only waits for `load`, is fetched at once with its
 * imports as `modulepreload`s (Vite's loader, the bundler's runtime): three requests beside the
 * first pictures, each on a connection of its own on a phone's network; Lighthouse's simulation
 * counts every script that finished before the first paint as blocking it, and every request
 * that finished before the largest paint as part of that (docs/decisions/0034).
 *
 * `npm run dev` is untouched (build only): there the template's module script starts the app at once.
 * The content security policy allows the inline script by its hash, computed from the built
 * template (api/src/http/pages.ts), so the entry's address can be in it.
 */
export function deferredEntry(): Plugin {
  return {
    name: 'fruit-shop:deferred-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entries = [...html.matchAll(MODULE_ENTRY)].map((match) => match[1]);
        const inline = [...html.matchAll(INLINE_SCRIPT)];
        if (entries.length !== 1) throw new Error(`deferred-entry: expected one module entry in index.html, found ${entries.length}`);
        if (inline.length !== 1) throw new Error(`deferred-entry: expected one inline <script> (the early-tap keeper) in index.html, found ${inline.length}`);
        const [script, body] = inline[0];
        return html
          .replace(MODULE_ENTRY, '')
          .replace(MODULE_PRELOAD, '')
          .replace(script, () => `<script>${body};${starter(entries[0])}</script>`);
      },
    },
  };
}

/**
 * Once the page's pictures have loaded (its `load` event), been decoded and painted (the next
 * frame), or at the latest `MAX_LOAD_WAIT_MS` after DOMContentLoaded: the entry as a module
 * script, then a `modulepreload` of each listed chunk, all fetched in parallel, once.
 *
 * Not at `load` itself: the event fires when the pictures have arrived, before a picture decoded
 * off the main thread (`decoding="async"`) is on screen, and the largest paint of a product grid
 * is such a picture. A page whose scripts download before that paint has them counted in its
 * largest paint by Lighthouse's simulation (measured: /shop's LCP 1.2 → 2.3 s in the runs where
 * the app's chunks finished first).
 */
function starter(entry: string): string {
  return (
    `(function(w,d,u){var s=0;function go(){if(s)return;s=1;` +
    `var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=u;d.head.appendChild(e);` +
    `var c=[],j=d.getElementById(${JSON.stringify(PAGE_CHUNKS_ID)});try{c=JSON.parse(j&&j.textContent||'[]')}catch(x){}` +
    `for(var i=0;i<c.length;i++){if(c[i]===u)continue;var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=c[i];d.head.appendChild(l)}}` +
    `function shown(){var p=[];for(var i=0;i<d.images.length;i++){var m=d.images[i];if(m.complete&&m.decode)p.push(m.decode().catch(function(){}))}` +
    `Promise.all(p).then(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
    `w.addEventListener('load',shown);d.addEventListener('DOMContentLoaded',function(){setTimeout(go,${MAX_LOAD_WAIT_MS})})` +
    `})(window,document,${JSON.stringify(entry)})`
  );
}
