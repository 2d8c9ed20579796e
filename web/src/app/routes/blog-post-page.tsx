import { Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { BlogPostQuery as BlogPostResult } from '../../gql/graphql';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import heading from '../../components/heading.module.css';
import { ErrorState, LoadingState } from '../../components/page-states';
import { BackToBlogLink, BlogArticle } from '../../features/blog/blog-article';
import { BLOG_NOT_FOUND, BLOGS_LOAD_ERROR } from '../../features/blog/blog-messages';
import { BlogComments } from '../../features/blog/blog-comments';
import message from '../../components/message-page.module.css';
import styles from '../../features/blog/blog-post-page.module.css';
import { htmlToText, truncateText } from '../../features/blog/blog-text';
import { useHttpStatus, usePageHead, type PageHead } from '../page-meta';

export const BlogPostQuery = graphql(`
  query BlogPost($id: ID!) {
    blog(id: $id) {
      id
      title
      content
      coverImage
      createdAt
      updatedAt
      ...BlogArticle_blog
      ...BlogComments_blog
    }
  }
`);

/** Prepared before hydration (router.tsx, PageModule). */
export const firstRenderQueries = [BlogPostQuery];

/** Ids the API can hold (a positive 32-bit integer); anything else is not an article. */
const BLOG_ID = /^[1-9]\d{0,9}$/;
const DESCRIPTION_MAX_CHARS = 155;

type Blog = NonNullable<BlogPostResult['blog']>;

function articleHead(blog: Blog): PageHead {
  const description = truncateText(htmlToText(blog.content), DESCRIPTION_MAX_CHARS);
  return {
    title: blog.title,
    description,
    canonicalPath: `/blog/${blog.id}`,
    image: blog.coverImage ?? undefined,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: blog.title,
      description,
      datePublished: blog.createdAt,
      dateModified: blog.updatedAt,
      ...(blog.coverImage ? { image: blog.coverImage } : {}),
      url: `/blog/${blog.id}`,
    },
  };
}

/** An unknown id or a draft: the spec's not-found state, answered with HTTP 404. */
function BlogNotFound() {
  useHttpStatus(404);
  return (
    <div className={message.page}>
      <p className={message.emoji} aria-hidden>
        📭
      </p>
      <h1 className={`${heading.size2xl} ${heading.mdSize3xl}`}>{BLOG_NOT_FOUND}</h1>
      <p className={message.muted}>The article you're looking for doesn't exist or is no longer published.</p>
      <RouterLink className={`${controls.button} ${controls.solid} ${looks.lg}`} to="/blog">
        Back to Blog
      </RouterLink>
    </div>
  );
}

const isBadId = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT');

export default function BlogPostPage() {
  const { id = '' } = useParams();
  const validId = BLOG_ID.test(id);
  const { data, error, refetch } = useQuery(BlogPostQuery, { variables: { id }, skip: !validId });
  const blog = data?.blog;
  const notFound = !validId || (data && !blog) || isBadId(error);

  let head: PageHead;
  if (blog) head = articleHead(blog);
  else if (notFound) head = { title: BLOG_NOT_FOUND, noindex: true };
  else head = { title: 'Blog', canonicalPath: `/blog/${id}` };
  usePageHead(head);

  if (notFound) return <BlogNotFound />;

  let body;
  if (error) {
    body = <ErrorState message={BLOGS_LOAD_ERROR} actionLabel="Retry" onAction={() => void refetch().catch(() => undefined)} />;
  } else if (!blog) {
    body = <LoadingState label="Loading article..." />;
  } else {
    body = (
      <>
        <BlogArticle blog={blog} />
        {/* Below the article: its own boundary, hydrated after the text. */}
        <Suspense>
          <BlogComments blog={blog} />
        </Suspense>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <BackToBlogLink />
      {body}
    </div>
  );
}
