import Fastify, { type FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorHandlers } from '../../api/src/http/errors.js';
import { HEALTH_PATHS } from '../../api/src/http/health.js';
import { HARD_FACTOR, installLoadShedding, STANDING_QUEUE_MS } from '../../api/src/http/load-shedding.js';

/*
 * Load shedding (issue 37) on a bare Fastify with the app's error handler: past the in-flight
 * limit or the event-loop delay limit a request gets 503 with Retry-After at once, in the app's
 * error shape; the health checks and the payment webhook are always answered. The overload
 * benchmark (BENCH_SCENARIO=overload) measures what it does for served requests' latency.
 */

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(limits: { maxInFlight: number; maxEventLoopDelayMs: number }, hold: Promise<void>) {
  app = Fastify();
  installErrorHandlers(app);
  const shed = await installLoadShedding(app, limits);
  app.get('/api/slow', async () => {
    await hold;
    return { ok: true };
  });
  app.get('/api/fast', async () => ({ ok: true }));
  app.post('/api/upload', async () => ({ ok: true }));
  app.get(HEALTH_PATHS.live, async () => ({ ok: true }));
  app.get('/assets/app.js', async () => 'ok');
  app.get('/uploads/*', async () => 'ok');
  app.post('/api/payments/webhook', async () => ({ ok: true }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, shed };
}

describe('load shedding', () => {
  it('lets a burst past the limit in, but answers 503 with Retry-After at once to a queue that stands, and serves again as it drains', async () => {
    let release!: () => void;
    const { url, shed } = await serve({ maxInFlight: 2, maxEventLoopDelayMs: 0 }, new Promise<void>((resolve) => (release = resolve)));
    const held = [fetch(`${url}/api/slow`), fetch(`${url}/api/slow`)];
    await delay(20);
    // At the limit for less than STANDING_QUEUE_MS: a burst, let in.
    held.push(fetch(`${url}/api/slow`));
    await delay(STANDING_QUEUE_MS + 50);
    const started = performance.now();
    const refused = await fetch(`${url}/api/fast`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ error: 'The shop is busy right now. Please try again in a moment.', code: 'SERVICE_UNAVAILABLE' });
    expect(performance.now() - started).toBeLessThan(1000);
    // Always served: liveness and the payment webhook.
    expect((await fetch(`${url}${HEALTH_PATHS.live}`)).status).toBe(200);
    expect((await fetch(`${url}/api/payments/webhook`, { method: 'POST' })).status).toBe(200);
    // Files are never refused: a page already served gets its scripts and pictures.
    expect((await fetch(`${url}/assets/app.js`)).status).toBe(200);
    expect((await fetch(`${url}/uploads/a.webp`)).status).toBe(200);
    release();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await fetch(`${url}/api/fast`)).status).toBe(200);
    expect(shed.inFlight).toBe(1);
  });

  it('gives no place to a request still sending its body: slow uploads do not make others wait or be refused', async () => {
    const { url, shed } = await serve({ maxInFlight: 2, maxEventLoopDelayMs: 0 }, Promise.resolve());
    const { port } = new URL(url);
    // Four uploads that send their headers and a first part of the body, then hold.
    const sockets = await Promise.all(
      Array.from({ length: 4 }, () => new Promise<ReturnType<typeof connect>>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write('POST /api/upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":"');
          resolve(socket);
        });
      })),
    );
    try {
      await delay(STANDING_QUEUE_MS * 3);
      for (let i = 0; i < 5; i++) expect((await fetch(`${url}/api/fast`)).status).toBe(200);
      expect(shed.inFlight).toBe(0);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it('refuses at once, standing queue or not, at HARD_FACTOR times the limit', async () => {
    let release!: () => void;
    const { url, shed } = await serve({ maxInFlight: 2, maxEventLoopDelayMs: 0 }, new Promise<void>((resolve) => (release = resolve)));
    const held = Array.from({ length: 2 * HARD_FACTOR }, () => fetch(`${url}/api/slow`));
    await delay(50);
    expect((await fetch(`${url}/api/fast`)).status).toBe(503);
    release();
    expect((await Promise.all(held)).every((r) => r.status === 200)).toBe(true);
    expect(shed.inFlight).toBe(1);
  });

  it('answers 503 while the event loop lags past its limit, and recovers', async () => {
    const { url, shed } = await serve({ maxInFlight: 0, maxEventLoopDelayMs: 50 }, Promise.resolve());
    expect((await fetch(`${url}/api/fast`)).status).toBe(200);
    // Block the loop in slices, as a process too busy to keep up would be.
    const until = Date.now() + 900;
    while (Date.now() < until) {
      const slice = Date.now() + 150;
      while (Date.now() < slice) {
        /* busy */
      }
      await delay(0);
    }
    const during = await fetch(`${url}/api/fast`);
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('1');
    expect((await fetch(`${url}${HEALTH_PATHS.live}`)).status).toBe(200);
    expect(shed.eventLoopDelay).toBeGreaterThanOrEqual(1);
    await delay(700);
    expect((await fetch(`${url}/api/fast`)).status).toBe(200);
  });
});
