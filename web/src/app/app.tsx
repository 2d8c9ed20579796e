import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { createApolloClient } from './apollo-client';
import { createAppRouter } from './router';

export function App() {
  // Created once per mount so HMR and tests never share a cache by accident.
  const [client] = useState(() => createApolloClient());
  const [router] = useState(() => createAppRouter());
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
