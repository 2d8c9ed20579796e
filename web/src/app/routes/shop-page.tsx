import { Suspense, useEffect, useRef, useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { toaster } from '../../components/app-toaster';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import { FloatingCartButton } from '../../components/floating-cart-button';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { ErrorState, LoadingState } from '../../components/page-states';
import { ProductGrid } from '../../components/product-grid';
import spinner from '../../components/spinner.module.css';
import { CategoryFilterTag } from '../../features/catalog/category-filter-tag';
import { ProductSearchBox } from '../../features/catalog/product-search-box';
import { DEFAULT_SORT_PARAM, parseSortParam, productSortFor, type SortParam } from '../../features/catalog/product-sort';
import { ProductSortSelect } from '../../features/catalog/product-sort-select';
import { SubscribeBanner } from '../../features/catalog/subscribe-banner';
import { WhyChooseSection } from '../../features/catalog/why-choose-section';
import { categorySlugLabel } from '../../lib/category-slugs';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui-timings';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useCartSummary } from '../cart-summary-context';
import { usePageHead } from '../page-meta';
import styles from './shop-page.module.css';
import { useGuestAddToCart } from './use-guest-add-to-cart';

export const SHOP_PAGE_SIZE = 24;
const LOAD_ERROR = 'Failed to load products. Please try again later.';

export const ShopProductsQuery = graphql(`
  query ShopProducts($category: String, $search: String, $sort: ProductSort!, $first: Int!, $offset: Int!) {
    products(category: $category, search: $search, sort: $sort, first: $first, offset: $offset) {
      totalCount
      hasMore
      items {
        id
        ...ProductCard_product
      }
    }
  }
`);

/**
 * The search text lives in the input immediately and in the URL (`?q=`) 300 ms after
 * typing stops; the URL is the single source the query reads, so a shared or reloaded
 * link shows the same results. Back/forward (or a link) that changes `q` refills the box.
 * The sort order lives in the URL too (`?sort=`, absent for featured), beside q and category.
 */
function useShopQueryParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') || null;
  const sort = parseSortParam(params.get('sort'));

  const [input, setInput] = useState(q);
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS).trim();

  // URL → input, when the URL changed for a reason other than our own debounce.
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== debounced) setInput(q);
  }

  // input → URL. Replace, not push: each keystroke is not a history entry.
  // The URL's q as of the last commit, for the effect below (which must not re-run on it).
  const urlQ = useRef(q);
  useEffect(() => {
    urlQ.current = q;
  }, [q]);
  useEffect(() => {
    // Only a change navigates: setParams always does, and a navigation re-renders every link.
    if (urlQ.current === debounced) return;
    setParams(
      (prev) => {
        if ((prev.get('q') ?? '') === debounced) return prev;
        const next = new URLSearchParams(prev);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  const clearAll = () => {
    setInput('');
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('q');
        next.delete('category');
        return next;
      },
      { replace: true },
    );
  };
  // Replace: a select changed with the arrow keys fires once per option passed.
  const setSort = (value: SortParam) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === DEFAULT_SORT_PARAM) next.delete('sort');
        else next.set('sort', value);
        return next;
      },
      { replace: true },
    );
  const clearCategory = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('category');
      return next;
    });

  return { q, category, sort, input, setInput, setSort, clearAll, clearCategory };
}

export default function ShopPage() {
  const { q, category, sort, input, setInput, setSort, clearAll, clearCategory } = useShopQueryParams();
  const cart = useCartSummary();
  const addAsGuest = useGuestAddToCart('/');
  const categoryLabel = category ? categorySlugLabel(category) : null;
  usePageHead({
    title: categoryLabel ? `${categoryLabel} – Our Premium Collection` : 'Our Premium Collection',
    description: 'Handpicked, farm-fresh fruits delivered to your doorstep: search the whole collection, priced in rupees.',
    // Search results are the collection filtered; the category is a page of its own.
    canonicalPath: category ? `/shop?category=${encodeURIComponent(category)}` : '/shop',
  });

  const { data, previousData, error, networkStatus, refetch, fetchMore } = useQuery(ShopProductsQuery, {
    variables: { category, search: q || null, sort: productSortFor(sort), first: SHOP_PAGE_SIZE, offset: 0 },
    notifyOnNetworkStatusChange: true,
  });

  // Keep the previous results on screen (dimmed) while a new search loads.
  const page = (data ?? previousData)?.products;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const refreshing = !data && !!previousData && !error;

  const loadMore = () => {
    if (!page) return;
    fetchMore({ variables: { offset: page.items.length } }).catch(() => {
      toaster.create({ type: 'error', title: LOAD_ERROR });
    });
  };

  let results;
  if (error) {
    results = <ErrorState message={LOAD_ERROR} actionLabel="Retry" onAction={() => void refetch().catch(() => undefined)} />;
  } else if (!page) {
    results = <LoadingState label="Loading Fresh Fruits..." />;
  } else if (page.items.length === 0) {
    results = (
      <div className={styles.empty}>
        <p className={styles.emoji} aria-hidden>
          🍃
        </p>
        <h2 className={heading.lg}>No fruits found</h2>
        <p className={styles.muted}>Try another name or browse the whole collection.</p>
        <button type="button" className={`${controls.button} ${looks.md} ${looks.brandOutline}`} onClick={clearAll}>
          Clear search
        </button>
      </div>
    );
  } else {
    results = (
      <div className={refreshing ? `${styles.results} ${styles.refreshing}` : styles.results} aria-busy={refreshing}>
        <h2 className={layout.visuallyHidden}>Products</h2>
        <ProductGrid products={page.items} onAdd={addAsGuest} eagerImages />
        {page.hasMore && (
          <div className={styles.more}>
            <button
              type="button"
              className={`${controls.button} ${looks.lg} ${looks.brandOutline}`}
              onClick={loadMore}
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
          </div>
        )}
      </div>
    );
  }

  return (
    <>
      <div className={styles.hero}>
        <div className={`${layout.container} ${styles.heroContent}`}>
          <h1 className={`${heading.size3xl} ${heading.mdSize4xl}`}>Our Premium Collection</h1>
          <p className={styles.lead}>Handpicked, farm-fresh fruits delivered to your doorstep.</p>
          <ProductSearchBox value={input} onChange={setInput} />
          {category && <CategoryFilterTag category={category} onClear={clearCategory} />}
        </div>
      </div>

      <div className={`${layout.container} ${styles.main}`}>
        <div className={styles.toolbar}>
          {/* Always there (empty while loading): the row keeps its height, the live region its place. */}
          <p className={styles.count} aria-live="polite">
            {page && !error && page.items.length > 0
              ? `Showing ${page.items.length} of ${page.totalCount} ${page.totalCount === 1 ? 'fruit' : 'fruits'}`
              : null}
          </p>
          <ProductSortSelect value={sort} onChange={setSort} />
        </div>
        {results}
      </div>

      {/* Below the fold: separate boundaries, hydrated after the grid in short tasks. */}
      <Suspense>
        <WhyChooseSection />
      </Suspense>
      <Suspense>
        <SubscribeBanner />
      </Suspense>
      <Suspense>
        <FloatingCartButton count={cart.itemCount} onClick={cart.openCart} />
      </Suspense>
    </>
  );
}
