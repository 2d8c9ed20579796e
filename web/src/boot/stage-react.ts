// Importing this evaluates React, React DOM and React Router (one vendor chunk) in a task of
// its own; see entry-client.tsx.
export { hydrateRoot } from 'react-dom/client';
export { BrowserRouter } from 'react-router-dom';
