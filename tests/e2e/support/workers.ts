/**
 * How many e2e files run at once (E2E_WORKERS, 2 by default). A browser test spends most of its
 * time waiting on the page, not on a CPU (one worker kept 2 cores ~36 % busy), so two files run
 * side by side, each against an app server and a database of its own (global-setup.ts): no file
 * sees another's data or settings, as when they ran one after another.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

/** The worker running this file: 0-based, from Vitest's pool id (1…maxWorkers). */
export function e2eWorkerIndex(): number {
  const id = Number(process.env.VITEST_POOL_ID);
  return Number.isInteger(id) && id >= 1 ? (id - 1) % E2E_WORKERS : 0;
}
