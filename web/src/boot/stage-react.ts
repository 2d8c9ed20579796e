// Importing this evaluates React and React DOM (one vendor chunk) in a task of its own; see
// entry-client.tsx.
export { hydrateRoot } from 'react-dom/client';
