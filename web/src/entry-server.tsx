// The server entry: renders one storefront URL to a full HTML document. Built by Vite
// (`vite build --ssr`) into web/dist/server and called by the api's page route, which
// supplies `execute`: the api's own GraphQL pipeline, in-process, with the request's context.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { AppRoot, EMOTION_KEY } from './app/app-root';
import { createApolloCache } from './app/apollo-client';
import { PageMetaCollector, renderHeadTags, scriptSafeJson } from './app/page-meta';
import { AppRoutes, preloadMatchedRoutes } from './app/router';
import { APOLLO_STATE_ID, CHAKRA_AT_START_ID, EMOTION_IDS_ID, PAGE_CHUNKS_ID } from './app/ssr/state';
import { getSystem } from './theme/system';
import { watchedSystem } from './theme/system-on-demand';

export type ExecuteOperation = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

/** The slice of Vite's build manifest we read (web/dist/client/.vite/manifest.json). */
export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The browser entry's key in the manifest: the template's module script and its imports. */
const ENTRY = 'index.html';
/** The app itself, which the tiny entry imports after the page's load event (entry-client.tsx). */
const APP = 'src/client-main.tsx';
/** Chakra's system, a chunk of its own: preloaded only for a page whose render used it. */
const CHAKRA_SYSTEM = 'src/theme/system.ts';

export interface RenderRequest {
  /** Path and query string, e.g. `/shop?q=mango`. */
  url: string;
  /** Scheme and host for absolute URLs (canonical, Open Graph), e.g. `https://fruit.example`. */
  origin: string;
  execute: ExecuteOperation;
}

export type RenderedPage =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  /** A GraphQL call failed while rendering: the browser renders this page itself instead
   * (the error state it would show depends on a retry the server cannot make). */
  | { kind: 'fallback'; html: string };

const HEAD_REGION = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;

/** A link that runs operations through the api's own GraphQL pipeline, no HTTP in between. */
function inProcessLink(execute: ExecuteOperation, onError: () => void): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            if (result.errors?.length) onError();
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => {
            onError();
            observer.error(error);
          },
        );
      }),
  );
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g;

/**
 * The files a page needs beyond the template. Its CSS (the entry's and the page chunks') is
 * inlined, so no stylesheet request blocks the first paint; each inlined file keeps a
 * `<link rel=stylesheet disabled>`: a disabled stylesheet link is not fetched, yet Vite's loader
 * sees it and does not fetch that CSS again either. The JavaScript chunks of the app and the
 * matched page (and anything they import that the template does not already load) are listed
 * as data: the entry preloads them all at once after the page's load event, so they download
 * in parallel instead of one import after another, and not before the page's first paint.
 */
function pageAssets(
  manifest: ViteManifest,
  modules: string[],
  template: string,
  entryCss: string[],
  readAsset: (file: string) => string,
) {
  const seen = new Set<string>();
  const css = [...entryCss];
  const scripts: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    css.push(...(chunk.css ?? []));
    if (!template.includes(`/${chunk.file}`)) scripts.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  const files = [...new Set(css)];
  const inlined = files.map((file) => readAsset(file).replace(/<\/(style)/gi, '<\\/$1')).join('');
  return {
    chunks: `<script type="application/json" id="${PAGE_CHUNKS_ID}">${scriptSafeJson([...new Set(scripts)])}</script>`,
    css: files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`).join('') + `<style data-page-css>${inlined}</style>`,
  };
}

/**
 * The page's CSS (Chakra's global and token styles, then the rules its elements use) in one
 * plain <style>, and the emotion ids of those rules as data. Emotion's own SSR tags would
 * be moved around <head> by the browser's emotion cache at start-up, and a moved <style> makes
 * the browser recompute every element's style; ours stay put, and the browser's cache is told
 * which rules already exist (entry-client.tsx).
 */
function criticalStyles(cache: EmotionCache, html: string): string {
  const { styles } = createEmotionServer(cache).extractCriticalToChunks(html);
  const css = styles.map((chunk) => chunk.css).join('').replace(/<\/(style)/gi, '<\\/$1');
  const ids = styles.filter((chunk) => chunk.key === cache.key).flatMap((chunk) => chunk.ids);
  return `<style data-ssr-css>${css}</style><script type="application/json" id="${EMOTION_IDS_ID}">${scriptSafeJson(ids)}</script>`;
}

/** Reads the built template once and returns the per-request renderer. */
export function createPageRenderer({
  template: builtTemplate,
  manifest,
  readAsset,
}: {
  template: string;
  manifest: ViteManifest;
  /** Contents of a built file under web/dist/client, e.g. `assets/index-abc.css`. */
  readAsset: (file: string) => string;
}) {
  // The entry's stylesheets are inlined per page (pageAssets) instead of linked.
  const entryCss = [...builtTemplate.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
  const template = builtTemplate.replace(STYLESHEET_LINK, '');
  if (!HEAD_REGION.test(template) || !template.includes('<!--app-html-->') || !template.includes('<!--app-state-->')) {
    throw new Error('web/dist/client/index.html lacks the <!--app-head-->, <!--app-html--> or <!--app-state--> markers');
  }
  const fallbackHtml = builtTemplate.replace('<!--app-html-->', '').replace('<!--app-state-->', '');

  return async function renderPage({ url, origin, execute }: RenderRequest): Promise<RenderedPage> {
    const pages = await preloadMatchedRoutes(new URL(url, origin));

    let failed = false;
    const client = new ApolloClient({
      ssrMode: true,
      link: inProcessLink(execute, () => {
        failed = true;
      }),
      cache: createApolloCache(),
    });
    const emotionCache = createCache({ key: EMOTION_KEY });
    // Collect styles in the cache (extracted below) instead of inline <style> tags in the markup.
    emotionCache.compat = true;
    // Pages that are not found say so (useHttpStatus), the catch-all 404 page among them.
    const pageMeta = new PageMetaCollector(200);
    // Did a Chakra component render (not just the provider with its global CSS)?
    const chakra = watchedSystem(getSystem());

    const { result: appHtml } = await prerenderStatic({
      tree: (
        <AppRoot client={client} emotionCache={emotionCache} pageMeta={pageMeta} chakraSystem={chakra.system}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppRoot>
      ),
      renderFunction: renderToString,
      maxRerenders: 5,
    });
    client.stop();
    if (failed) return { kind: 'fallback', html: fallbackHtml };

    const styles = criticalStyles(emotionCache, appHtml);
    const chakraAtStart = chakra.used();
    const modules = [ENTRY, APP, ...(chakraAtStart ? [CHAKRA_SYSTEM] : []), ...pages.map((handle) => handle.module)];
    const assets = pageAssets(manifest, modules, template, entryCss, readAsset);
    const head = renderHeadTags(pageMeta.head, origin, url) + assets.css + styles;
    const state =
      `<script type="application/json" id="${APOLLO_STATE_ID}">${scriptSafeJson(client.extract())}</script>` +
      assets.chunks +
      (chakraAtStart ? `<script type="application/json" id="${CHAKRA_AT_START_ID}">true</script>` : '');

    const html = template
      .replace(HEAD_REGION, () => head)
      .replace('<!--app-html-->', () => appHtml)
      .replace('<!--app-state-->', () => state);
    return { kind: 'page', status: pageMeta.status, html };
  };
}
