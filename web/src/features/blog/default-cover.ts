/*
 * The spec's default blog image (§8: a broken blog cover falls back to a default image):
 * a small inline SVG, so it can never fail to load itself and costs no request.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#f0fdf4"/><circle cx="320" cy="196" r="70" fill="#bbf7d0"/><path d="M320 126c0-34 22-56 52-62-2 32-22 54-52 62z" fill="#16a34a"/><path d="M320 128v-22" stroke="#166534" stroke-width="6" stroke-linecap="round"/></svg>`;

export const DEFAULT_BLOG_COVER = `data:image/svg+xml,${encodeURIComponent(SVG)}`;
