import 'reflect-metadata';
import cluster from 'node:cluster';
import { prepareDatabase, startApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { assertPortFree } from './lib/port-check.js';
import { StartupRefusal } from './lib/startup-refusal.js';

const config = loadConfig();

try {
  if (cluster.isPrimary) await assertPortFree(config.host, config.port);
  if (config.workers > 1 && cluster.isPrimary) {
    await runPrimary();
  } else {
    await runApp();
  }
} catch (error) {
  // Something the operator can fix: one line, no stack (anything else keeps its whole trace).
  if (!(error instanceof StartupRefusal)) throw error;
  console.error(error.message);
  process.exit(1);
}

async function runApp() {
  const app = await startApp(config);
  if (cluster.isPrimary) {
    app.server.log.info(
      `Fruit shop ready at ${app.url} (GraphQL ${app.url}/graphql, REST ${app.url}/api) — database: ${
        // Not its address: only this user's processes can open its socket (DATA_DIR/socket).
        app.db.embedded ? `embedded, in ${config.dataDir}` : 'DATABASE_URL'
      }`,
    );
  }
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      // A request stuck on the database must not keep the process (and the embedded
      // database's files) alive: past the deadline the process exits whatever is running.
      setTimeout(() => {
        console.error(`Shutdown took longer than ${config.shutdownTimeoutMs} ms; exiting with work still in progress`);
        process.exit(1);
      }, config.shutdownTimeoutMs).unref();
      app.close().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

/**
 * APP_WORKERS > 1: this process migrates and seeds once, then runs that many app processes
 * sharing the port (node:cluster). A worker that dies is replaced; a signal stops them all.
 * One Node process tops out near one core, which the checkout benchmark reaches.
 */
async function runPrimary() {
  const db = await openDatabase(config);
  try {
    await prepareDatabase(db, config);
  } finally {
    await db.close();
  }
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < config.workers; i++) fork();
  let ready = 0;
  cluster.on('listening', (_worker, address) => {
    ready += 1;
    if (ready === config.workers) console.info(`Fruit shop ready at http://localhost:${address.port} with ${config.workers} app processes — database: DATABASE_URL`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`app process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
      setTimeout(() => process.exit(1), config.shutdownTimeoutMs).unref();
    });
  }
}
