// The browser entry. It is deliberately tiny: the server's HTML is complete and styled, so the
// application's JavaScript (~160 KB gzip) is fetched only once the page's own content has
// loaded (its `load` event: the visible product images), then evaluated in steps (React, its
// router, RxJS, graphql-js, Apollo, then the app and the page) so that no single task is long.
// On a slow phone network the images a shopper sees first no longer share the bandwidth with
// the scripts.
import './app/app.css';
import { withoutStacks } from './boot/without-stacks';

// Copies of two tiny helpers (app/ssr/state, lib/yield-to-main; tests/web/entry-client.test.ts
// keeps the id in step) rather than imports: a module the entry shares with the application can
// be moved by the build into a chunk of the application, and the entry would then load that
// chunk (and React with it) before the page has loaded.
const PAGE_CHUNKS_ID = '__PAGE_CHUNKS__';
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
function pageChunks(): string[] {
  try {
    return JSON.parse(document.getElementById(PAGE_CHUNKS_ID)?.textContent || '[]') as string[];
  } catch {
    return [];
  }
}

/** Never wait longer than this for slow images before starting the app. */
const MAX_LOAD_WAIT_MS = 3000;

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve();
    const timer = setTimeout(resolve, MAX_LOAD_WAIT_MS);
    addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Starting a fetch costs the main thread ~0.4 ms here, but under DevTools' network domain (as
 * Lighthouse runs) the task that starts one lasted 9-25 ms in traces, almost all of it waiting
 * for the CPU while the browser's other processes handled the request: the ~20 hints are added
 * one per task, so that no task holds two of those waits (bench/NOTES.md).
 */
const PRELOADS_PER_TASK = 1;

/** Fetches every chunk the page needs in parallel (the imports below then find them cached). */
async function preloadChunks() {
  const hrefs = pageChunks();
  for (let i = 0; i < hrefs.length; i++) {
    if (i > 0 && i % PRELOADS_PER_TASK === 0) await yieldToMain();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = hrefs[i];
    document.head.appendChild(link);
  }
}

const STAGES: Array<() => Promise<unknown>> = [
  () => import('./boot/stage-react'),
  () => import('./boot/stage-router'),
  () => import('./boot/stage-rx'),
  () => import('./boot/stage-graphql'),
  () => import('./boot/stage-data'),
];

async function boot() {
  await pageLoaded();
  await preloadChunks();
  await afterPaint();
  // One vendor chunk per task: evaluating a chunk is one task that cannot be split.
  for (const stage of STAGES) {
    await withoutStacks(stage);
    await yieldToMain();
  }
  const { start } = await withoutStacks(() => import('./client-main'));
  await start();
}

void boot();
