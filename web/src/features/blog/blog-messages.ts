// Spec §8 texts for the blog pages (shared by the list and the article page).
export const BLOGS_LOAD_ERROR = 'Failed to load blogs. Please try again later.';
export const NO_RESULTS = 'No results found';
export const NO_ARTICLES = 'No articles published yet';
export const BLOG_NOT_FOUND = 'Blog not found';
