// The browser entry, deliberately tiny. The server's HTML is complete and styled, and taps on it
// are kept until the app runs (the inline script in index.html, boot/early-taps.ts). In the built
// app a starter of a few hundred bytes (build/deferred-entry.ts) loads this entry only once the
// page's own content is on screen (its `load` event, then its pictures decoded and painted),
// together with every chunk the server lists for the page, downloaded in parallel: before that,
// the first pictures share a phone's bandwidth with no other script. (`npm run dev` runs it at
// once.) It starts the app: React's DOM renderer (about half of the app's code) is evaluated in a
// task of its own, then the rest, so that neither task is long (docs/decisions/0034).
import './app/app.css';

async function boot() {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { start } = await import('./client-main');
  await start();
}

void boot();
