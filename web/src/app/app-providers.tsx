import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { AppToaster } from '../components/app-toaster';

/** Providers that do not depend on the router; tests wrap pages with the same ones. */
export function AppProviders({
  client,
  chakraSystem,
  children,
}: {
  client: ApolloClient;
  /** The Chakra system (theme/system.ts): the same one on the server, in the browser and in tests. */
  chakraSystem: SystemContext;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <ChakraProvider value={chakraSystem}>
        {children}
        <AppToaster />
      </ChakraProvider>
    </ApolloProvider>
  );
}
