// Importing this evaluates React and React DOM (one vendor chunk) in a task of its own; see
// entry-client.tsx. Each stage module is built into the vendor chunk it evaluates
// (vite.config.ts), so importing it is one request, not two in a row.
export { hydrateRoot } from 'react-dom/client';
