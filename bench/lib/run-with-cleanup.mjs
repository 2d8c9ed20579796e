// The shared frame of a benchmark script: run `main`, then undo what it registered (servers,
// browsers, databases, temp folders) in reverse order, also on Ctrl-C or SIGTERM.

/** @type {(() => Promise<unknown> | void)[]} */
const cleanups = [];
let cleaning;
let interrupted = false;

/** Registers an undo step; the returned function removes it again (for what ends by itself). */
export function onCleanup(/** @type {() => Promise<unknown> | void} */ step) {
  cleanups.push(step);
  return () => {
    const i = cleanups.indexOf(step);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

/** True once a signal asked the run to stop. */
export const wasInterrupted = () => interrupted;

export const message = (/** @type {unknown} */ error) => (error instanceof Error ? error.message : String(error));

/**
 * @param {string} label prefix of the messages, e.g. 'bench'
 * @param {string} stopping what a signal stops, e.g. 'stopping servers and dropping the database'
 * @param {() => Promise<void>} main
 */
export async function runWithCleanup(label, stopping, main) {
  const cleanup = () => {
    cleaning ??= (async () => {
      // Take them all: a step that ends meanwhile may unregister itself.
      for (const step of cleanups.splice(0).reverse()) {
        try {
          await step();
        } catch (error) {
          console.error(`${label}: cleanup failed: ${message(error)}`);
        }
      }
    })();
    return cleaning;
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${label}: ${signal}, ${stopping}…`);
      cleanup().finally(() => process.exit(130));
    });
  }
  try {
    await main();
    await cleanup();
  } catch (error) {
    // After Ctrl-C what we started vanishes under the run; the signal handler reports and exits.
    if (interrupted) await new Promise(() => {});
    console.error(`${label}: could not run: ${message(error)}`);
    await cleanup();
    process.exit(1);
  }
}
