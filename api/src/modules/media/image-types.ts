/** The picture formats the shop stores and serves: raster images a browser decodes off the main thread. */
export interface ImageType {
  ext: 'jpg' | 'png' | 'webp';
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
}

const TYPES: readonly (ImageType & { matches: (b: Buffer) => boolean })[] = [
  { ext: 'jpg', mime: 'image/jpeg', matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', mime: 'image/png', matches: (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'webp', mime: 'image/webp', matches: (b) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
];

/**
 * The image type from the file's own bytes, never from its name or the type the browser
 * claims: a text file named .png, or an SVG (which can carry script), is refused.
 */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  const type = TYPES.find((t) => t.matches(bytes));
  return type ? { ext: type.ext, mime: type.mime } : null;
}
