import { Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { NewsletterForm } from '../../components/newsletter-form';
import { ErrorState, LoadingState } from '../../components/page-states';
import spinner from '../../components/spinner.module.css';
import { BlogCard } from '../../features/blog/blog-card';
import { BLOGS_LOAD_ERROR, NO_ARTICLES, NO_RESULTS } from '../../features/blog/blog-messages';
import { SearchBox } from '../../components/search-box';
import listPage from '../../components/list-page.module.css';
import styles from '../../features/blog/blog-page.module.css';
import { BLOG_SEARCH_MAX_LENGTH } from '@fruit-shop/common/content.rules';
import { useUrlSearchText } from '../../lib/use-url-search';
import { useSpaLinkClicks } from '../../lib/spa-links';
import { usePageHead } from '../page-meta';

export const BLOG_PAGE_SIZE = 12;
/** Cards in the first row on a desktop: their covers load at once. */
const EAGER_COVERS = 3;

export const BlogListQuery = graphql(`
  query BlogList($search: String, $first: Int!, $offset: Int!) {
    blogs(search: $search, first: $first, offset: $offset) {
      totalCount
      hasMore
      items {
        id
        ...BlogCard_blog
      }
    }
  }
`);

/** Prepared before hydration (router.tsx, PageModule). */
export const firstRenderQueries = [BlogListQuery];

export default function BlogPage() {
  const { q, input, setInput, clear } = useUrlSearchText();
  usePageHead({
    title: 'Our Blog',
    description: 'Fruit buying guides, seasonal calendars, storage tips and nutrition notes from the FruitShop team.',
    // Search results are the blog filtered: one canonical page.
    canonicalPath: '/blog',
  });
  const onLinkClick = useSpaLinkClicks();
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const { data, previousData, error, refetch, fetchMore } = useQuery(BlogListQuery, {
    variables: { search: q || null, first: BLOG_PAGE_SIZE, offset: 0 },
  });
  // The previous results stay (dimmed) while a new search loads.
  const page = (data ?? previousData)?.blogs;
  const refreshing = !data && !!previousData && !error;

  const loadMore = async () => {
    if (!page) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      // The next page is appended to this query's own result (blogs pages have no merge policy).
      await fetchMore({
        variables: { offset: page.items.length },
        updateQuery: (previous, { fetchMoreResult }) => ({
          blogs: { ...fetchMoreResult.blogs, items: [...(previous.blogs?.items ?? []), ...fetchMoreResult.blogs.items] },
        }),
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  let results;
  if (error) {
    results = <ErrorState message={BLOGS_LOAD_ERROR} actionLabel="Retry" onAction={() => void refetch().catch(() => undefined)} />;
  } else if (!page) {
    results = <LoadingState label="Loading articles..." />;
  } else if (page.items.length === 0) {
    results = q ? (
      <div className={styles.empty}>
        <p className={styles.emoji} aria-hidden>
          🔍
        </p>
        <h2 className={heading.lg}>{NO_RESULTS}</h2>
        <p className={styles.muted}>No article matches “{q}”. Try another word.</p>
        <button type="button" className={`${controls.button} ${looks.md} ${looks.brandOutline}`} onClick={() => clear()}>
          Clear search
        </button>
      </div>
    ) : (
      <div className={styles.empty}>
        <p className={styles.emoji} aria-hidden>
          📝
        </p>
        <h2 className={heading.lg}>{NO_ARTICLES}</h2>
        <p className={styles.muted}>Check back soon for fruit guides and tips.</p>
      </div>
    );
  } else {
    results = (
      <div className={refreshing ? `${styles.results} ${styles.refreshing}` : styles.results} aria-busy={refreshing}>
        <ul className={styles.grid} onClick={onLinkClick}>
          {page.items.map((blog, index) => (
            <li key={blog.id}>
              <Suspense>
                <BlogCard blog={blog} eager={index < EAGER_COVERS} />
              </Suspense>
            </li>
          ))}
        </ul>
        {page.hasMore && (
          <div className={styles.more}>
            <button
              type="button"
              className={`${controls.button} ${looks.lg} ${looks.brandOutline}`}
              onClick={() => void loadMore()}
              disabled={loadingMore}
            >
              {loadingMore ? (
                <>
                  <span className={`${spinner.spinner} ${spinner.inline}`} aria-hidden />
                  Loading more...
                </>
              ) : (
                'Load more'
              )}
            </button>
            {moreFailed ? (
              <p role="alert" className={styles.error}>
                {BLOGS_LOAD_ERROR}
              </p>
            ) : null}
          </div>
        )}
      </div>
    );
  }

  return (
    <>
      <div className={listPage.hero}>
        <div className={`${layout.container} ${listPage.heroContent}`}>
          <h1 className={`${heading.size3xl} ${heading.mdSize4xl}`}>Our Blog</h1>
          <p className={listPage.lead}>Buying guides, seasonal calendars and storage tips for fruit lovers.</p>
          <SearchBox value={input} onChange={setInput} label="Search articles" placeholder="Search articles…" maxLength={BLOG_SEARCH_MAX_LENGTH} action="/blog" />
        </div>
      </div>

      <div className={`${layout.container} ${listPage.main}`}>
        {page && !error && page.items.length > 0 && (
          <p className={styles.count} aria-live="polite">
            {q
              ? `${page.totalCount} ${page.totalCount === 1 ? 'article' : 'articles'} found`
              : `${page.totalCount} ${page.totalCount === 1 ? 'article' : 'articles'}`}
          </p>
        )}
        {results}
      </div>

      <section className={`${layout.container} ${styles.newsletter}`} aria-labelledby="blog-newsletter-heading">
        <div className={styles.newsletterBox}>
          <h2 id="blog-newsletter-heading" className={heading.lg}>
            Subscribe to our newsletter
          </h2>
          <p className={styles.muted}>New articles, seasonal picks and offers, straight to your inbox.</p>
          <div className={styles.newsletterForm}>
            <NewsletterForm idPrefix="blog" />
          </div>
        </div>
      </section>
    </>
  );
}
