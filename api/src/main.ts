import 'reflect-metadata';
import { startApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await startApp(config);
app.server.log.info(
  `Fruit shop ready at ${app.url} (GraphQL ${app.url}/graphql, REST ${app.url}/api) — database: ${app.db.embedded ? `embedded, in ${config.dataDir}` : 'DATABASE_URL'}`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
