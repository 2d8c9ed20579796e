// Product and blog images for the demo shop come from Fluent Emoji Flat, © Microsoft Corporation,
// MIT licence (https://github.com/microsoft/fluentui-emoji), as packaged by Iconify in
// @iconify-json/fluent-emoji-flat. They are rendered from the installed package so the shop
// works offline and never hot-links a third-party CDN.
//
// They are written as PNG, not SVG: a browser builds a whole isolated document for every SVG
// <img> and paints it on the page's main thread (10–40 ms each on a mid-range machine, a long
// task per picture on a product grid), while a PNG is decoded off the main thread
// (bench/NOTES.md, "Pictures and icons as raster images"). A 512-pixel palette PNG of a flat
// emoji is ~4 KB, close to the size of the SVG it replaces.
import { createRequire } from 'node:module';
import sharp from 'sharp';
import type { ImageStore } from '../../modules/media/image-store.js';

interface IconProps {
  left?: number;
  top?: number;
  width?: number;
  height?: number;
  hFlip?: boolean;
  vFlip?: boolean;
  rotate?: number;
}

interface IconEntry extends IconProps {
  body: string;
}

interface AliasEntry extends IconProps {
  parent: string;
}

interface IconSet {
  prefix: string;
  icons: Record<string, IconEntry>;
  aliases?: Record<string, AliasEntry>;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

const DEFAULT_SIZE = 32;

let iconSet: IconSet | undefined;

// The JSON is ~9 MB; loading it lazily keeps it out of server start-up when nothing is seeded.
function loadIconSet(): IconSet {
  if (!iconSet) {
    const require = createRequire(import.meta.url);
    iconSet = require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
  }
  return iconSet;
}

const has = (record: object | undefined, key: string): boolean =>
  record !== undefined && Object.prototype.hasOwnProperty.call(record, key);

interface ResolvedIcon {
  body: string;
  left: number;
  top: number;
  width: number;
  height: number;
  hFlip: boolean;
  vFlip: boolean;
  rotate: number;
}

function resolveIcon(set: IconSet, name: string): ResolvedIcon {
  // Walk alias → parent. The alias nearest the requested name wins for box values, while
  // flips toggle and rotations add up, matching Iconify's own merge rules.
  const chain: IconProps[] = [];
  const seen = new Set<string>();
  let current = name;
  while (!has(set.icons, current)) {
    const alias = set.aliases && has(set.aliases, current) ? set.aliases[current] : undefined;
    if (!alias || seen.has(current)) {
      const reason = alias ? `alias loop at "${current}"` : `no icon or alias "${current}"`;
      throw new Error(`Unknown Fluent Emoji Flat icon "${name}" (${reason} in @iconify-json/fluent-emoji-flat)`);
    }
    seen.add(current);
    chain.push(alias);
    current = alias.parent;
  }
  const icon = set.icons[current];
  const layers: IconProps[] = [icon, ...chain.reverse()];
  const pick = (key: 'left' | 'top' | 'width' | 'height', fallback: number): number => {
    let value = set[key] ?? fallback;
    for (const layer of layers) value = layer[key] ?? value;
    return value;
  };
  let hFlip = false;
  let vFlip = false;
  let rotate = 0;
  for (const layer of layers) {
    if (layer.hFlip) hFlip = !hFlip;
    if (layer.vFlip) vFlip = !vFlip;
    rotate += layer.rotate ?? 0;
  }
  return {
    body: icon.body,
    left: pick('left', 0),
    top: pick('top', 0),
    width: pick('width', DEFAULT_SIZE),
    height: pick('height', DEFAULT_SIZE),
    hFlip,
    vFlip,
    rotate: ((rotate % 4) + 4) % 4,
  };
}

/** Full standalone SVG text for one Fluent Emoji Flat icon; throws for an unknown name. */
export function emojiSvg(name: string): string {
  const icon = resolveIcon(loadIconSet(), name);
  let { left, top, width, height } = icon;
  let rotation = icon.rotate;
  const transforms: string[] = [];

  // Same transform order as @iconify/utils' iconToSVG, so flipped aliases (e.g. the
  // right-pointing hands) render as Iconify would.
  if (icon.hFlip && icon.vFlip) {
    rotation += 2;
  } else if (icon.hFlip) {
    transforms.push(`translate(${width + left} ${-top})`, 'scale(-1 1)');
    left = top = 0;
  } else if (icon.vFlip) {
    transforms.push(`translate(${-left} ${height + top})`, 'scale(1 -1)');
    left = top = 0;
  }
  rotation %= 4;
  if (rotation === 1) {
    const c = height / 2 + top;
    transforms.unshift(`rotate(90 ${c} ${c})`);
  } else if (rotation === 2) {
    transforms.unshift(`rotate(180 ${width / 2 + left} ${height / 2 + top})`);
  } else if (rotation === 3) {
    const c = width / 2 + left;
    transforms.unshift(`rotate(-90 ${c} ${c})`);
  }
  if (rotation % 2 === 1) {
    [left, top] = [top, left];
    [width, height] = [height, width];
  }

  const body = transforms.length > 0 ? `<g transform="${transforms.join(' ')}">${icon.body}</g>` : icon.body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="${left} ${top} ${width} ${height}">` +
    `${body}</svg>\n`
  );
}

/** Pixel size of the seeded pictures: the product page shows them ~400 CSS px wide at most. */
export const EMOJI_IMAGE_SIZE = 512;

/** One Fluent Emoji Flat icon as a square palette PNG (transparent background). */
export async function emojiPng(name: string, size = EMOJI_IMAGE_SIZE): Promise<Buffer> {
  // The SVG says 256 px; rendering it at the matching density draws the paths at full size
  // instead of scaling a small bitmap up.
  return sharp(Buffer.from(emojiSvg(name)), { density: (72 * size) / 256 })
    .resize(size, size)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer();
}

/**
 * Stores each named Fluent Emoji Flat icon as `<folder>/<name>.png` in the image store (so every
 * instance serves it; MIT-licensed, shipped in the npm package, never hot-linked), unless that
 * path is already stored. Returns the paths named. Throws a clear Error for an unknown icon name.
 */
export async function storeEmojiImages(images: Pick<ImageStore, 'missing' | 'putAt'>, folder: string, names: Iterable<string>): Promise<string[]> {
  const paths = [...new Set(names)].map((name) => `${folder}/${name}.png`);
  // Rendering costs ~50 ms a picture: only the ones the store lacks. All are rendered before any
  // is stored, so a typo in one name leaves no half-stored set.
  const missing = await images.missing(paths);
  const pngs = new Map<string, Buffer>();
  for (const path of missing) pngs.set(path, await emojiPng(path.slice(folder.length + 1, -'.png'.length)));
  for (const [path, png] of pngs) await images.putAt(path, png, 'image/png');
  return paths;
}
