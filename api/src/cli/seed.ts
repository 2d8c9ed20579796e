import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { migrate, openDatabase, withStartupLock } from '../db/database.js';
import { seedDemoShop } from '../db/seed/seed.js';
import { createImageStore } from '../modules/media/create-image-store.js';

const config = loadConfig();
const db = await openDatabase(config);
const images = await createImageStore(config, db.orm.em);
try {
  const summary = await withStartupLock(db, async () => {
    await migrate(db.orm);
    return seedDemoShop(db.orm.em.fork(), { images, demoAccounts: config.seedDemoAccounts });
  });
  console.log(`Seed complete (only missing rows are added): ${JSON.stringify(summary)}`);
} finally {
  await images.close();
  await db.close();
}
