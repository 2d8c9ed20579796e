// A TCP proxy in front of PostgreSQL that counts what the app sends: statements (simple
// queries and extended-protocol executes), round trips (a simple query or a Sync each wait for
// the server) and the SQL text of each, read from the frontend's wire protocol. It changes
// nothing on the way, so the app runs exactly as it would against the server itself.
import { createServer, connect } from 'node:net';

/**
 * @param {string} databaseUrl the real server
 * @returns {Promise<{ url: string, snapshot(): Counts, reset(): void, close(): Promise<void> }>}
 *   `url` is databaseUrl with the proxy's host and port
 * @typedef {{ statements: number, roundTrips: number, sql: Map<string, number> }} Counts
 */
export async function startPgWireCounter(databaseUrl) {
  const target = new URL(databaseUrl);
  /** @type {Counts} */
  const counts = fresh();
  const sockets = new Set();

  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const parse = frontendParser(() => counts);
    client.on('data', (chunk) => {
      parse(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    snapshot: () => ({ statements: counts.statements, roundTrips: counts.roundTrips, sql: new Map(counts.sql) }),
    reset: () => {
      counts.statements = 0;
      counts.roundTrips = 0;
      counts.sql.clear();
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}

function fresh() {
  return { statements: 0, roundTrips: 0, sql: new Map() };
}

/** Reads frontend messages across chunk boundaries; the first one (startup) has no type byte. */
function frontendParser(current) {
  let buffer = Buffer.alloc(0);
  let started = false;
  /** The SQL of prepared statements by name (node-postgres' unnamed ones are re-parsed each time). */
  const named = new Map();
  let lastParsed = '';
  return (/** @type {Buffer} */ chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      if (!started) {
        if (buffer.length < 8) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        buffer = buffer.subarray(length);
        // An SSL or GSS request is answered with one byte and followed by the real startup.
        if (code !== 80877103 && code !== 80877104) started = true;
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) return;
      const type = String.fromCharCode(buffer[0]);
      const body = buffer.subarray(5, 1 + length);
      buffer = buffer.subarray(1 + length);
      const counts = current();
      if (type === 'Q') {
        counts.statements += 1;
        counts.roundTrips += 1;
        note(counts, cstring(body, 0).text);
      } else if (type === 'P') {
        const name = cstring(body, 0);
        lastParsed = cstring(body, name.next).text;
        if (name.text) named.set(name.text, lastParsed);
      } else if (type === 'B') {
        const portal = cstring(body, 0);
        const statement = cstring(body, portal.next).text;
        if (statement) lastParsed = named.get(statement) ?? lastParsed;
      } else if (type === 'E') {
        counts.statements += 1;
        note(counts, lastParsed);
      } else if (type === 'S') {
        counts.roundTrips += 1;
      }
    }
  };
}

function cstring(buffer, start) {
  const end = buffer.indexOf(0, start);
  return { text: buffer.toString('utf8', start, end), next: end + 1 };
}

/** Groups statements by their shape: whitespace folded, the first 90 characters. */
function note(counts, sql) {
  const key = sql.replace(/\s+/g, ' ').trim().slice(0, 90);
  counts.sql.set(key, (counts.sql.get(key) ?? 0) + 1);
}
