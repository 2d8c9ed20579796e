import { useState } from 'react';
import { CARD_MAX_TAGS } from '@fruit-shop/common/content.rules';
import layout from '../../components/layout.module.css';
import { graphql } from '../../gql';
import type { BlogCard_BlogFragment } from '../../gql/graphql';
import { BlogCover } from './blog-cover';
import { BlogTags } from './blog-tags';
import { formatBlogDate, htmlToText, readingTimeLabel, truncateText } from './blog-text';
import styles from './blog-card.module.css';

export const BlogCardFragment = graphql(`
  fragment BlogCard_blog on Blog {
    id
    title
    content
    coverImage
    createdAt
    tags
    readingTimeMinutes
  }
`);

/** The expanded card shows this much of the article; the link leads to the rest. */
const EXCERPT_MAX_CHARS = 360;
/** Shorter texts fit in the three clamped lines: no toggle for them. */
const CLAMP_MIN_CHARS = 140;

/**
 * One article in the blog list (spec §2, §4, §9): cover, title, date, at most three tags,
 * reading time, and the text clamped to three lines with Read more / Show less.
 */
export function BlogCard({ blog, eager = false }: { blog: BlogCard_BlogFragment; eager?: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const href = `/blog/${blog.id}`;
  const titleId = `blog-${blog.id}-title`;
  const textId = `blog-${blog.id}-text`;
  const text = truncateText(htmlToText(blog.content), EXCERPT_MAX_CHARS);
  const clampable = text.length > CLAMP_MIN_CHARS;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <BlogCover className={styles.cover} src={blog.coverImage} alt={blog.title} eager={eager} />
        <a className={styles.coverLink} href={href} aria-label={blog.title} tabIndex={-1} />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={blog.createdAt}>{formatBlogDate(blog.createdAt)}</time>
          <span aria-hidden>·</span>
          <span>{readingTimeLabel(blog.readingTimeMinutes)}</span>
        </p>
        <h2 id={titleId} className={styles.title}>
          <a className={styles.titleLink} href={href}>
            {blog.title}
          </a>
        </h2>
        <BlogTags tags={blog.tags} max={CARD_MAX_TAGS} />
        <p id={textId} className={clampable && !expanded ? `${styles.text} ${styles.clamped}` : styles.text}>
          {text}
        </p>
        <div className={styles.actions}>
          {clampable ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls={textId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? 'Show less' : 'Read more'}
            </button>
          ) : null}
          <a className={styles.articleLink} href={href}>
            Read full article<span className={layout.visuallyHidden}>: {blog.title}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
