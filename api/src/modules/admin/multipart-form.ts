import type { FastifyRequest } from 'fastify';
import { jsonBody, type JsonBody } from '../../core/rest-route.js';
import { AppError, badInput } from '../../lib/errors.js';
import { findTextProblem } from '../../lib/text-rules.js';
import { imageTypeOf } from '../media/image-types.js';
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE } from './image-upload.js';

/** An admin form as the REST paths receive it: multipart with one image file, or JSON. */
export interface Form {
  fields: JsonBody;
  /** The uploaded image's bytes, checked to be an image; written once the form is valid. */
  image?: Buffer;
}

const MULTIPART_LIMITS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: IMAGE_TOO_LARGE,
  FST_FILES_LIMIT: 'Send one image file per request',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_PARTS_LIMIT: 'Too many form fields',
};

/**
 * A multipart form (its image file buffered, at most 5 MB) or a JSON body. The file may come in
 * any of `fileFields` (the product form's `image`; a blog's `cover_images` or `image`); the
 * first name is the one an error names.
 */
export async function readForm(req: FastifyRequest, fileFields: readonly string[] = ['image']): Promise<Form> {
  if (!req.isMultipart()) return { fields: jsonBody(req) };
  const fields: JsonBody = {};
  let image: Buffer | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname)) throw badInput(`The image file goes in the field named ${fileFields[0]}`, part.fieldname);
        const bytes = await part.toBuffer();
        // An empty file input (no file chosen) is no image, not a broken one.
        if (!bytes.length && !part.filename) continue;
        if (!imageTypeOf(bytes)) throw new AppError('BAD_USER_INPUT', NOT_AN_IMAGE, { field: fileFields[0], reason: 'NOT_AN_IMAGE' });
        image = bytes;
      } else {
        const problem = findTextProblem(part.value, part.fieldname);
        if (problem) throw new AppError('BAD_USER_INPUT', problem.message, { field: part.fieldname, reason: 'INVALID_TEXT' });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code && MULTIPART_LIMITS[code]) throw new AppError('BAD_USER_INPUT', MULTIPART_LIMITS[code], { field: fileFields[0], reason: code === 'FST_REQ_FILE_TOO_LARGE' ? 'TOO_LARGE' : 'LIMIT' });
    if (error instanceof AppError) throw error;
    // Anything else the multipart parser throws (no boundary, a broken or cut-off body) is
    // the request's framing: a client error, never a 500.
    throw new AppError('BAD_REQUEST', 'The form could not be read: send multipart/form-data with a valid boundary, or JSON', { reason: 'MALFORMED_MULTIPART' });
  }
  return { fields, image };
}
