/** The element holding the server's Apollo cache: JSON in a non-executed script (CSP allows it). */
export const APOLLO_STATE_ID = '__APOLLO_STATE__';
