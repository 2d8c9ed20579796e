import { StrictMode, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { SystemContext } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { AppProviders } from './app-providers';
import { PageMetaProvider, type PageMetaCollector } from './page-meta';

/** Emotion's class prefix; the browser's cache adopts the server's <style data-emotion="css …"> tags. */
export const EMOTION_KEY = 'css';

/**
 * The tree both entries render around the router, so the server's HTML and the browser's
 * first render are built from the same components in the same order.
 */
export function AppRoot({
  client,
  emotionCache,
  pageMeta = null,
  chakraSystem,
  children,
}: {
  client: ApolloClient;
  /** Absent when the browser hydrates a server-rendered page (see AppProviders). */
  chakraSystem?: SystemContext;
  emotionCache: EmotionCache;
  pageMeta?: PageMetaCollector | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <PageMetaProvider collector={pageMeta}>
          <AppProviders client={client} chakraSystem={chakraSystem}>
            {children}
          </AppProviders>
        </PageMetaProvider>
      </CacheProvider>
    </StrictMode>
  );
}
