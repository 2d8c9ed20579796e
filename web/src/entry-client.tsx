// The browser entry, deliberately tiny: the server's HTML is complete and styled, and taps on it
// are kept until the app runs (the inline script in index.html, boot/early-taps.ts). So the
// app's JavaScript (~160 KB gzip) is fetched once the page's own content has loaded (its `load`
// event: the pictures on screen), not beside it: on a phone's network the first pictures no
// longer share the bandwidth with the scripts, and the first paint waits for nothing but the
// HTML. Then the page's chunks (which the server lists) download in parallel, and the app
// starts: React's DOM renderer (about half of the app's code) is evaluated in a task of its
// own, then the rest, so that neither task is long (docs/decisions/0034).
import './app/app.css';
import { PAGE_CHUNKS_ID, readServerData } from './app/ssr/state';

/** Never wait longer than this for slow pictures before starting the app. */
const MAX_LOAD_WAIT_MS = 3000;

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve();
    const timer = setTimeout(resolve, MAX_LOAD_WAIT_MS);
    addEventListener(
      'load',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

async function boot() {
  await pageLoaded();
  // Every chunk the page needs, at once, rather than one import after another.
  for (const href of readServerData<string[]>(PAGE_CHUNKS_ID) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { start } = await import('./client-main');
  await start();
}

void boot();
