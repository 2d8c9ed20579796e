import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { migrate, openDatabase } from '../db/database.js';
import { seedDemoShop } from '../db/seed/seed.js';

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db.orm);
  const summary = await seedDemoShop(db.orm.em.fork(), { uploadDir: config.uploadDir, demoAccounts: config.seedDemoAccounts });
  console.log(`Seed complete (only missing rows are added): ${JSON.stringify(summary)}`);
} finally {
  await db.close();
}
