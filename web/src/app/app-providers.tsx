import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { AppToaster } from '../components/app-toaster';
import { OnDemandChakraProvider } from '../theme/system-on-demand';

/** Providers that do not depend on the router; tests wrap pages with the same ones. */
export function AppProviders({
  client,
  chakraSystem,
  children,
}: {
  client: ApolloClient;
  /**
   * The Chakra system (theme/system.ts): the server, the tests and a page the browser renders
   * itself pass it; hydrating a server-rendered page, the browser loads it when first needed
   * (theme/system-on-demand.tsx).
   */
  chakraSystem?: SystemContext;
  children: ReactNode;
}) {
  const content = (
    <>
      {children}
      <AppToaster />
    </>
  );
  return (
    <ApolloProvider client={client}>
      {chakraSystem ? <ChakraProvider value={chakraSystem}>{content}</ChakraProvider> : <OnDemandChakraProvider>{content}</OnDemandChakraProvider>}
    </ApolloProvider>
  );
}
