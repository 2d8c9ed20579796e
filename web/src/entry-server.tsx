// The server entry: renders one storefront URL to a full HTML document. Built by Vite
// (`vite build --ssr`) into web/dist/server and called by the api's page route, which
// supplies `execute`: the api's own GraphQL pipeline, in-process, with the request's context.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { AppRoot, EMOTION_KEY } from './app/app-root';
import { createApolloCache } from './app/apollo-client';
import { PageMetaCollector, renderHeadTags, scriptSafeJson } from './app/page-meta';
import { routes } from './app/router';
import { APOLLO_STATE_ID } from './app/ssr/state';

export type ExecuteOperation = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

/** The slice of Vite's build manifest we read (web/dist/client/.vite/manifest.json). */
export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

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

/** `<link rel=modulepreload>` and stylesheets for the lazy route chunks this page needs. */
function routeAssetTags(manifest: ViteManifest, modules: string[], template: string): string {
  const seen = new Set<string>();
  const tags: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) {
      if (!template.includes(`/${css}`)) tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
    if (!template.includes(`/${chunk.file}`)) tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...new Set(tags)].join('');
}

/** Reads the built template once and returns the per-request renderer. */
export function createPageRenderer({ template, manifest }: { template: string; manifest: ViteManifest }) {
  if (!HEAD_REGION.test(template) || !template.includes('<!--app-html-->') || !template.includes('<!--app-state-->')) {
    throw new Error('web/dist/client/index.html lacks the <!--app-head-->, <!--app-html--> or <!--app-state--> markers');
  }
  const handler = createStaticHandler(routes);
  const fallbackHtml = template.replace('<!--app-html-->', '').replace('<!--app-state-->', '');

  return async function renderPage({ url, origin, execute }: RenderRequest): Promise<RenderedPage> {
    const context = await handler.query(new Request(new URL(url, origin)));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }

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
    const pageMeta = new PageMetaCollector(context.statusCode === 404 ? 404 : 200);

    const router = createStaticRouter(handler.dataRoutes, context);
    const { result: appHtml } = await prerenderStatic({
      tree: (
        <AppRoot client={client} emotionCache={emotionCache} pageMeta={pageMeta}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppRoot>
      ),
      renderFunction: renderToString,
      maxRerenders: 5,
    });
    client.stop();
    if (failed) return { kind: 'fallback', html: fallbackHtml };

    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache);
    const styles = constructStyleTagsFromChunks(extractCriticalToChunks(appHtml));
    const modules = context.matches
      .map((match) => (match.route.handle as { module?: string } | undefined)?.module)
      .filter((module): module is string => !!module);
    const head =
      renderHeadTags(pageMeta.head, origin, url) + routeAssetTags(manifest, modules, template) + styles;
    const state = `<script type="application/json" id="${APOLLO_STATE_ID}">${scriptSafeJson(client.extract())}</script>`;

    const html = template
      .replace(HEAD_REGION, () => head)
      .replace('<!--app-html-->', () => appHtml)
      .replace('<!--app-state-->', () => state);
    return { kind: 'page', status: pageMeta.status, html };
  };
}
