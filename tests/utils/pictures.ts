import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/*
 * Real pictures for upload tests: since decision 0035 every upload is decoded, so bytes that
 * merely start like a PNG are refused. Each call with a new `seed` gives other bytes (the store
 * keeps each content once).
 */

/** A photo-like picture: smooth colour with a little noise, `width` × `height`, in `format`. */
export async function photo(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png', seed = Math.random()): Promise<Buffer> {
  const hue = Math.floor(seed * 0xffffff);
  const background = { r: hue & 0xff, g: (hue >> 8) & 0xff, b: (hue >> 16) & 0xff };
  const base = sharp({ create: { width, height, channels: 3, background } });
  // Composite a small tile of random pixels so that the bytes (and the encoder's work) are not trivial.
  const side = Math.min(width, height, 64);
  const noise = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
  const image = base.composite([{ input: noise, top: 0, left: 0 }]);
  return (format === 'png' ? image.png() : format === 'webp' ? image.webp() : image.jpeg({ quality: 90 })).toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * A PNG whose header claims `width` × `height` (8-bit greyscale) with only its first rows of
 * pixel data: a few hundred bytes that a decoder would expand to width × height bytes. Cheap to
 * make, and exactly what a picture bomb looks like to the shop.
 */
export function claimedPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG as a phone writes it: EXIF with the camera's make, GPS coordinates and an orientation (6: turn 90° clockwise). */
export function phoneJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#d94' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF data holds a GPS block (the GPS IFD pointer, tag 0x8825, in either byte order). */
export const hasGps = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/**
 * A picture of random pixels (different on every call) of about `approxBytes` once encoded:
 * random pixels do not compress, so its size is set by its width.
 */
export function randomPicture(format: 'png' | 'jpeg', approxBytes = 2000): Promise<Buffer> {
  const width = Math.max(8, Math.round(Math.sqrt(approxBytes / (format === 'png' ? 3 : 1.6))));
  const raw = sharp(randomBytes(width * width * 3), { raw: { width, height: width, channels: 3 } });
  return (format === 'png' ? raw.png({ compressionLevel: 1 }) : raw.jpeg({ quality: 90 })).toBuffer();
}
