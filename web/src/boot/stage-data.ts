// Importing this evaluates Apollo Client (one vendor chunk) in a task of its own; RxJS and
// graphql-js were evaluated by the stages before it.
export { ApolloClient, InMemoryCache } from '@apollo/client';
