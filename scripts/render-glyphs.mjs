// Renders the shop's card icons (Lucide paths, ISC licence) to small PNG data URLs and writes
// them into web/src/components/glyphs.module.css between its `glyphs:start` and `glyphs:end`
// markers, and the apple mark (web/public/favicon.svg) to the PNG and ICO favicons and the share picture.
// PNG, not SVG: every SVG image is a document of its own that Chromium builds and paints on
// the main thread (bench/NOTES.md). Run after changing an icon:
//   node scripts/render-glyphs.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';

const CSS = new URL('../web/src/components/glyphs.module.css', import.meta.url);
/** 3× the largest size an icon is drawn at (1.25rem), so masks stay sharp on dense screens. */
const SIZE = 64;
const HEART = 'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5';
const GLYPHS = [
  ['.heart', `<path d='${HEART}'/>`, 'none'],
  [".heart[aria-pressed='true']", `<path d='${HEART}'/>`, 'black'],
  ['.cart', "<path d='m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18'/><path d='M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25'/><circle cx='18' cy='20' r='2'/><circle cx='8' cy='20' r='2'/>", 'none'],
  ['.minus', "<path d='M5 12h14'/>", 'none'],
  ['.plus', "<path d='M5 12h14'/><path d='M12 5v14'/>", 'none'],
];

/**
 * An SVG drawn `viewSize` px wide as a square palette PNG of `size` px, rendered at the
 * matching density so the paths are drawn at full size rather than a small bitmap scaled up.
 * @param {Buffer} svg @param {number} viewSize @param {number} size
 */
const png = (svg, viewSize, size) =>
  sharp(svg, { density: (72 * size) / viewSize }).resize(size, size).png({ compressionLevel: 9, palette: true }).toBuffer();

const rules = [];
for (const [selector, body, fill] of GLYPHS) {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='24' height='24' viewBox='0 0 24 24' fill='${fill}' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${body}</svg>`;
  const data = (await png(Buffer.from(svg), 24, SIZE)).toString('base64');
  rules.push(`${selector} {\n  --glyph: url('data:image/png;base64,${data}');\n}`);
}
const css = await readFile(CSS, 'utf8');
const start = css.indexOf('/* glyphs:start');
const end = css.indexOf('/* glyphs:end */');
if (start < 0 || end < 0) throw new Error('glyphs.module.css has no glyphs:start / glyphs:end markers');
const head = css.slice(0, css.indexOf('\n', start) + 1);
await writeFile(CSS, `${head}${rules.join('\n')}\n${css.slice(end)}`);
console.log(`wrote ${rules.length} glyphs to ${CSS.pathname}`);

// Chromium downloads and decodes a page's icon in the page's own renderer: an SVG icon was
// ~13-17 ms of main thread on every load. Social networks do not show SVG share pictures.
const PUBLIC = new URL('../web/public/', import.meta.url);
const mark = await readFile(new URL('favicon.svg', PUBLIC));
for (const [name, size] of [['favicon.png', 64], ['icon-512.png', 512]]) {
  const file = new URL(name, PUBLIC);
  await writeFile(file, await png(mark, 256, size));
  console.log(`wrote ${file.pathname}`);
}
// Browsers, feed readers and crawlers still ask for /favicon.ico whatever the page links (a
// page without an icon link, an image opened on its own); without the file each such request
// got the server-rendered 404 page (~86 KB of HTML, a React render). An ICO file may hold a
// PNG: one 32-pixel entry, RGBA.
const icoPng = await sharp(mark, { density: (72 * 32) / 256 }).resize(32, 32).png({ compressionLevel: 9 }).toBuffer();
const icoHeader = Buffer.alloc(22);
icoHeader.writeUInt16LE(0, 0); // reserved
icoHeader.writeUInt16LE(1, 2); // type: icon
icoHeader.writeUInt16LE(1, 4); // one image
icoHeader.writeUInt8(32, 6); // width
icoHeader.writeUInt8(32, 7); // height
icoHeader.writeUInt8(0, 8); // no palette
icoHeader.writeUInt8(0, 9); // reserved
icoHeader.writeUInt16LE(1, 10); // colour planes
icoHeader.writeUInt16LE(32, 12); // bits per pixel
icoHeader.writeUInt32LE(icoPng.length, 14); // size of the PNG
icoHeader.writeUInt32LE(22, 18); // where it starts
const ico = new URL('favicon.ico', PUBLIC);
await writeFile(ico, Buffer.concat([icoHeader, icoPng]));
console.log(`wrote ${ico.pathname}`);

// The route spinner's three fruits (spec §2: a fruit-emoji spinner) as one sprite of Fluent
// Emoji Flat pictures (© Microsoft, MIT; the package the seed's pictures come from), not emoji
// text: a device without a colour emoji font drew three empty boxes, and finding out that no
// font has the character cost Chromium a series of synchronous font lookups inside the first
// layout of every page (bench/NOTES.md, "Fonts in the first layout").
const require = createRequire(import.meta.url);
const emoji = require('@iconify-json/fluent-emoji-flat/icons.json');
const FRUIT_SIZE = 72; // 2× the 2.25rem the spinner draws them at
const fruits = await Promise.all(
  ['red-apple', 'tangerine', 'grapes'].map(async (name, i) => {
    const icon = emoji.icons[name];
    const width = icon.width ?? emoji.width ?? 32;
    const height = icon.height ?? emoji.height ?? 32;
    const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>${icon.body}</svg>`;
    const input = await sharp(Buffer.from(svg), { density: (72 * FRUIT_SIZE) / width }).resize(FRUIT_SIZE, FRUIT_SIZE).png().toBuffer();
    return { input, left: i * FRUIT_SIZE, top: 0 };
  }),
);
const sprite = new URL('spinner-fruits.png', PUBLIC);
await writeFile(
  sprite,
  await sharp({ create: { width: FRUIT_SIZE * fruits.length, height: FRUIT_SIZE, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(fruits)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer(),
);
console.log(`wrote ${sprite.pathname}`);
