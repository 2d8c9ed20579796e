// Importing this evaluates graphql-js (one vendor chunk) in a task of its own.
export { print } from 'graphql';
