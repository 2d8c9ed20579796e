// Durations the spec fixes (§9, and the ruling on spinners in shared/spec/decisions.md); kept
// together so the UI and its tests agree.
/** A navigation shows the route spinner only when the next page cannot render within this. */
export const ROUTE_SPINNER_DELAY_MS = 300;
/** …and never covers the page for longer than this (the page's own loading state is beneath). */
export const ROUTE_SPINNER_MAX_MS = 10_000;
export const SEARCH_DEBOUNCE_MS = 300;
export const TOAST_DURATION_MS = 3000;
