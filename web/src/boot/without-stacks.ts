// Imported by the browser entry only (tests/web/entry-client.test.ts checks that nothing else
// does), so the build inlines it into the entry chunk.

/**
 * Runs `load` (a dynamic import) with error stack traces off while the chunk evaluates, and
 * restores the limit afterwards, whether it loaded or failed.
 *
 * Why: React DOM creates four `Error` objects when its module runs (sentinels it throws to
 * unwind a render; their stacks are never shown). With DevTools' protocol attached, as under
 * Lighthouse, V8 records each new error's stack with line numbers, and to find them it
 * re-parses the functions on the stack: the ~180 KB function that wraps React DOM and the
 * chunk around it, 60-80 ms of the one task that evaluates React. With `Error.stackTraceLimit`
 * not a number, V8 records no stack at all (bench/NOTES.md, "Stacks of errors nobody
 * reads").
 */
export async function withoutStacks<T>(load: () => Promise<T>): Promise<T> {
  const limit = Error.stackTraceLimit;
  (Error as { stackTraceLimit?: number }).stackTraceLimit = undefined;
  try {
    return await load();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
