import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { migrate, openDatabase, withStartupLock } from '../db/database.js';

const db = await openDatabase(loadConfig());
try {
  const applied = await withStartupLock(db, () => migrate(db.orm));
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date');
} finally {
  await db.close();
}
