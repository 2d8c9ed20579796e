import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { e2eWorkerIndex } from './workers';

const ARTIFACTS_DIR = fileURLToPath(new URL('../.artifacts/', import.meta.url));

// Debian's Chromium, headless. QUIC, sync, component updates and background networking are
// off because the machines have no network beyond our own server; /dev/shm is small in
// containers.
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught page errors, in order. */
  errors: string[];
  /** Console warnings (React's hydration and act() notices among them), in order. */
  warnings: string[];
}

/**
 * One browser per test file, a fresh context per page opened. Call inside a `describe`
 * (so a skipped suite never launches anything). A failing test leaves a screenshot of each
 * page it opened, plus that page's console errors, in tests/e2e/.artifacts/.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let opened: { context: BrowserContext; page: Page; errors: string[]; warnings: string[] }[] = [];

  beforeAll(async () => {
    const executablePath = inject('chromePath');
    if (!executablePath) throw new Error('useBrowser() called although Chromium is missing; guard the suite with describe.skipIf');
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  });

  afterEach(async ({ task }) => {
    const pages = opened;
    opened = [];
    if (task.result?.state === 'fail') {
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      const stem = `${path.basename(task.file.name, '.test.ts')}--${task.name}`.replace(/[^\w.-]+/g, '-').slice(0, 120);
      for (const [index, { page, errors, warnings }] of pages.entries()) {
        const file = path.join(ARTIFACTS_DIR, `${stem}${pages.length > 1 ? `-${index + 1}` : ''}`);
        await page.screenshot({ path: `${file}.png`, fullPage: true }).catch(() => undefined);
        writeFileSync(`${file}.log`, [`url: ${page.url()}`, ...errors, ...warnings].join('\n') + '\n');
        console.log(`e2e: failure artifacts in ${path.relative(process.cwd(), file)}.{png,log}`);
      }
    }
    await Promise.all(pages.map(({ context }) => context.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    /** A new page in a new context whose relative URLs resolve against the app under test. */
    async open(options: BrowserContextOptions = {}): Promise<OpenedPage> {
      if (!browser) throw new Error('browser not launched');
      const context = await browser.newContext({ baseURL: appUrl(), viewport: DESKTOP_VIEWPORT, ...options });
      const page = await context.newPage();
      const errors: string[] = [];
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
        else if (message.type() === 'warning') warnings.push(`console.warn: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
      opened.push({ context, page, errors, warnings });
      return { page, errors, warnings };
    },
  };
}

export function appUrl(): string {
  const baseUrl = inject('baseUrls')[e2eWorkerIndex()];
  if (!baseUrl) throw new Error('no app under test; guard the suite with describe.skipIf');
  return baseUrl;
}

/** Whether the suite can run: the global setup found Chromium and started the app. */
export const browserMissing = () => !inject('chromePath') || inject('baseUrls').length === 0;

/**
 * Waits for real content, then for the full-screen fruit spinner (shown only when a
 * navigation's page takes over 300 ms) to go, so clicks are never swallowed by the overlay,
 * and for the page to have hydrated (shop-layout.tsx marks <html data-hydrated>). Content
 * first: before the page (or, after a click, the next route) is there, "spinner hidden" alone
 * could pass too early.
 */
export async function waitForContent(page: Page, content: Locator): Promise<void> {
  await content.first().waitFor({ state: 'visible' });
  await routeSpinner(page).waitFor({ state: 'hidden' });
  // The app's code arrives after the load event: input before hydration would be lost.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Marks the current document; the returned check says whether the page still shows that same
 * document (a client-side navigation keeps it, a full page load does not).
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  return () => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
}

export const routeSpinner = (page: Page) => page.getByRole('status', { name: 'Loading page' });

/** Names of the product cards inside `scope`, in order (each card is an article named by its product). */
export async function cardNames(scope: Locator): Promise<string[]> {
  const names = await scope.getByRole('article').getByRole('heading').allTextContents();
  return names.map((name) => name.trim());
}
