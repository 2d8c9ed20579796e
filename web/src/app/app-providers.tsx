import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { getSystem } from '../theme/system';
import { AppToaster } from '../components/app-toaster';

/** Providers that do not depend on the router; tests wrap pages with the same ones. */
export function AppProviders({
  client,
  chakraSystem,
  children,
}: {
  client: ApolloClient;
  /** The browser passes a system without global styles when the server's page already has them. */
  chakraSystem?: SystemContext;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <ChakraProvider value={chakraSystem ?? getSystem()}>
        {children}
        <AppToaster />
      </ChakraProvider>
    </ApolloProvider>
  );
}
