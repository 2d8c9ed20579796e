// Durations the spec fixes (§9); kept together so the UI and its tests agree.
export const INITIAL_LOAD_SPINNER_MS = 1000;
export const ROUTE_CHANGE_SPINNER_MS = 800;
export const SEARCH_DEBOUNCE_MS = 300;
export const TOAST_DURATION_MS = 3000;
