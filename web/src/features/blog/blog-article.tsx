import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { BlogArticle_BlogFragment } from '../../gql/graphql';
import { ARTICLE_COVER_SIZES, BlogCover } from './blog-cover';
import { BlogTags } from './blog-tags';
import { formatBlogDate, readingTimeLabel } from './blog-text';
import styles from './blog-article.module.css';

export const BlogArticleFragment = graphql(`
  fragment BlogArticle_blog on Blog {
    id
    title
    content
    coverImage
    createdAt
    tags
    readingTimeMinutes
  }
`);

export function BackToBlogLink() {
  return (
    <RouterLink className={styles.back} to="/blog">
      <ArrowLeft size={16} aria-hidden />
      Back to Blog
    </RouterLink>
  );
}

/**
 * The article: header, cover and body. The body is the API's HTML, sanitised on save and
 * again when it is served (scripts, handlers and styles removed), so it is rendered as is:
 * a second sanitiser in the browser would only add weight to the page.
 */
export function BlogArticle({ blog }: { blog: BlogArticle_BlogFragment }) {
  return (
    <article className={styles.article} aria-labelledby="blog-title">
      <header className={styles.header}>
        <h1 id="blog-title" className={styles.title}>
          {blog.title}
        </h1>
        <p className={styles.meta}>
          <time dateTime={blog.createdAt}>{formatBlogDate(blog.createdAt)}</time>
          <span aria-hidden>·</span>
          <span>{readingTimeLabel(blog.readingTimeMinutes)}</span>
        </p>
        <BlogTags tags={blog.tags} />
      </header>
      <BlogCover className={styles.cover} src={blog.coverImage} alt={blog.title} eager sizes={ARTICLE_COVER_SIZES} />
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: blog.content }} />
    </article>
  );
}
