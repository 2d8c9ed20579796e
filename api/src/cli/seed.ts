import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { migrate, openDatabase, withStartupLock } from '../db/database.js';
import { seedDemoShop } from '../db/seed/seed.js';

const config = loadConfig();
const db = await openDatabase(config);
try {
  const summary = await withStartupLock(db, async () => {
    await migrate(db.orm);
    return seedDemoShop(db.orm.em.fork(), { uploadDir: config.uploadDir, demoAccounts: config.seedDemoAccounts });
  });
  console.log(`Seed complete (only missing rows are added): ${JSON.stringify(summary)}`);
} finally {
  await db.close();
}
