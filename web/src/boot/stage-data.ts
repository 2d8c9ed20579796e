// Importing this evaluates Apollo Client, GraphQL and RxJS (one vendor chunk) in a task of its
// own; see entry-client.tsx.
export { ApolloClient, InMemoryCache } from '@apollo/client';
