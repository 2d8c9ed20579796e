// The browser entry. It is deliberately tiny: the page's chunks are already downloading (the
// server preloads them), but they are evaluated only after the server's HTML has been
// painted, and in steps (React, then Apollo, then the app and the page) so that no single
// task is long. Evaluating ~600 KB of modules at once was one of the longest tasks at start-up.
import './app/app.css';
import { yieldToMain } from './lib/yield-to-main';

const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function boot() {
  await afterFirstPaint();
  await import('./boot/stage-react');
  await yieldToMain();
  await import('./boot/stage-data');
  await yieldToMain();
  const { start } = await import('./client-main');
  await start();
}

void boot();
