import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { migrate, openDatabase, withStartupLock } from '../db/database.js';
import { createImageStore } from '../modules/media/create-image-store.js';
import { convertStoredPictures } from '../modules/media/picture-convert.js';

// `npm run images:convert`: every stored picture gets its phone-sized AVIF/WebP variants, and an
// older original is encoded again in place, at its own path, as an upload is stored (upright, no
// EXIF/GPS or other metadata, at most 2,000 px; decision 0035). A picture over 40 MP or that cannot
// be decoded is left as it is and listed. Safe to run again (a second run writes nothing), and
// while the shop is serving; an instance keeps a rewritten original in memory for at most
// 10 minutes (cached-image-store.ts).
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
