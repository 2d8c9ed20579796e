import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';
import { IMAGE_URL_PREFIX, isContentAddressed, isImagePath, type ImageStore, type StoredImage } from '../modules/media/image-store.js';
import { VariantRenderer } from '../modules/media/picture-variants.js';
import { notFoundReply } from './errors.js';

/** A year, and `immutable`: a name that is its content's hash can never show anything else. */
const FOREVER = 'public, max-age=31536000, immutable';
/** Older names (seeded, imported, random) never change either, but were promised no more than this. */
const A_WEEK = 'public, max-age=604800';
/** A customer's problem-report photo (decision 0043): kept by the browser, never by a shared cache. */
const PRIVATE_FOREVER = 'private, max-age=31536000, immutable';

/**
 * Serves pictures at /uploads/<path> from the image store, whichever instance stored them: the
 * store's entity tag, a 304 when the browser's copy is current, long-lived caching. A path the
 * store does not hold (or could never hold) is the usual JSON 404; a store that cannot be
 * reached is a 503, never a 500. A phone-sized variant (`<path>.w600.avif`, decision 0035) that
 * was never rendered is rendered from its picture on the first request and stored.
 */
export function mountImages(app: FastifyInstance, images: ImageStore): void {
  const variants = new VariantRenderer(images);
  app.get(`${IMAGE_URL_PREFIX}*`, async (req, reply) => {
    const path = (req.params as { '*': string })['*'];
    if (!isImagePath(path)) return notFoundReply(req, reply);
    const ifNoneMatch = req.headers['if-none-match'];
    let image: StoredImage | null;
    try {
      image = await images.get(path, { ifNoneMatch });
      if (!image && (await variants.render(path))) image = await images.get(path, { ifNoneMatch });
    } catch (error) {
      if (error instanceof AppError) throw error;
      req.log.error({ err: error, path, backend: images.backend }, 'the image store did not answer');
      throw new AppError('SERVICE_UNAVAILABLE', 'This picture cannot be loaded right now. Please try again in a moment.', { retryAfterSeconds: 5 });
    }
    if (!image) return notFoundReply(req, reply);
    reply.header('cache-control', path.startsWith('reports/') ? PRIVATE_FOREVER : isContentAddressed(path) ? FOREVER : A_WEEK);
    if (image.etag) reply.header('etag', image.etag);
    if (!image.body) return reply.code(304).send();
    reply.type(image.mime);
    reply.header('content-length', image.size);
    return reply.send(image.body);
  });
}
