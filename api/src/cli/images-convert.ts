import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { migrate, openDatabase, withStartupLock } from '../db/database.js';
import { createImageStore } from '../modules/media/create-image-store.js';
import { convertStoredPictures } from '../modules/media/picture-convert.js';

// `npm run images:convert`: every stored picture gets its phone-sized AVIF/WebP variants
// (decision 0035). Safe to run again, and while the shop is serving.
const config = loadConfig();
const db = await openDatabase(config);
const images = await createImageStore({ ...config, imageCacheBytes: 0 }, db.orm.em);
try {
  await withStartupLock(db, () => migrate(db.orm));
  const summary = await convertStoredPictures(images, console);
  console.log(`Pictures converted: ${JSON.stringify(summary)}`);
} finally {
  await images.close();
  await db.close();
}
