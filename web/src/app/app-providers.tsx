import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../theme/system';
import { AppToaster } from '../components/app-toaster';

/** Providers that do not depend on the router; tests wrap pages with the same ones. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>
        {children}
        <AppToaster />
      </ChakraProvider>
    </ApolloProvider>
  );
}
