// Importing this evaluates React Router (one vendor chunk) in a task of its own.
export { BrowserRouter } from 'react-router-dom';
