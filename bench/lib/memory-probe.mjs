// Loaded into the app under the soak benchmark with `node --import` (bench/lib/soak.mjs), so
// the app's own code knows nothing of it. It answers the benchmark over the IPC channel that
// startServer({ ipc: true }) opens: the process's memory (process.memoryUsage()), its event loop
// delay since the last sample, and on request a full garbage collection first (the app runs
// with --expose-gc) or a heap snapshot. /proc can give a process's RSS from outside, but not
// its JavaScript heap: that needs the process's cooperation, and an IPC channel needs no port,
// no route and no credentials in the app.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';

if (typeof process.send === 'function') {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();

  process.on('message', (message) => {
    if (!message || typeof message !== 'object' || typeof message.type !== 'string' || !message.type.startsWith('soak:')) return;
    const reply = (body) => {
      // The channel is gone while the app shuts down: nothing to answer then.
      if (process.connected) process.send({ type: message.type, id: message.id, ...body });
    };
    try {
      if (message.type === 'soak:sample') {
        let gcMs;
        if (message.gc && typeof globalThis.gc === 'function') {
          const t0 = performance.now();
          globalThis.gc();
          gcMs = performance.now() - t0;
        }
        const memory = process.memoryUsage();
        const loopDelay = { p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
        delay.reset();
        reply({ memory, gcMs, loopDelay, heapSpaces: message.spaces ? v8.getHeapSpaceStatistics() : undefined });
      } else if (message.type === 'soak:snapshot') {
        const t0 = performance.now();
        if (typeof globalThis.gc === 'function') globalThis.gc();
        const file = v8.writeHeapSnapshot(message.file);
        reply({ file, ms: performance.now() - t0 });
      }
    } catch (error) {
      reply({ error: error instanceof Error ? error.message : String(error) });
    }
  });
  // The channel must not keep the app alive on its own (a 'message' listener refs it).
  process.channel?.unref();
}
