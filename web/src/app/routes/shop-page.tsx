import { Suspense } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Leaf } from 'lucide-react';
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
import { CategoryChips } from '../../features/catalog/category-chips';
import { CategoryFilterTag } from '../../features/catalog/category-filter-tag';
import { SearchBox } from '../../components/search-box';
import { useUrlSearchText } from '../../lib/use-url-search';
import { DEFAULT_SORT_PARAM, parseSortParam, productSortFor, type SortParam } from '../../features/catalog/product-sort';
import { ProductSortSelect } from '../../features/catalog/product-sort-select';
import { SubscribeBanner } from '../../features/catalog/subscribe-banner';
import { WhyChooseSection } from '../../features/catalog/why-choose-section';
import { categorySlugLabel } from '../../lib/category-slugs';
import { useCartSummary } from '../cart-summary-context';
import { usePageHead } from '../page-meta';
import listPage from '../../components/list-page.module.css';
import styles from './shop-page.module.css';
import { useAddToCart } from './use-add-to-cart';

export const SHOP_PAGE_SIZE = 24;
const LOAD_ERROR = 'Failed to load products. Please try again later.';

export const ShopProductsQuery = graphql(`
  query ShopProducts($category: String, $search: String, $sort: ProductSort!, $first: Int!, $offset: Int!) {
    products(category: $category, search: $search, sort: $sort, first: $first, offset: $offset) {
      totalCount
      hasMore
      items {
        id
        category {
          id
          slug
          name
        }
        ...ProductCard_product
      }
    }
  }
`);

/** The chips' categories (those with products): fetched once, whatever the filter. */
export const ShopCategoriesQuery = graphql(`
  query ShopCategories {
    categories(nonEmpty: true) {
      id
      slug
      name
    }
  }
`);

/** Prepared before hydration (router.tsx, PageModule). */
export const firstRenderQueries = [ShopProductsQuery, ShopCategoriesQuery];

/**
 * The shop's URL state: the search text (useUrlSearchText), the category, and the sort order
 * (`?sort=`, absent for featured).
 */
function useShopQueryParams() {
  const [params, setParams] = useSearchParams();
  const { q, input, setInput, clear } = useUrlSearchText();
  const category = params.get('category') || null;
  const sort = parseSortParam(params.get('sort'));

  const clearAll = () => clear('category');
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

/** The phone's floating cart button; it reads the count itself, so a new count re-renders only it. */
function ShopCartButton() {
  const { itemCount, openCart } = useCartSummary();
  return <FloatingCartButton count={itemCount} onClick={openCart} />;
}

/** A category's name from the products it holds (by slug or id, as the address names it). */
function categoryNameOf(items: readonly { category: { id: string; slug: string; name: string } }[] | undefined, category: string): string | null {
  const match = items?.find((p) => p.category.slug === category || p.category.id === category);
  return match ? match.category.name.replace(/(^|\s)\S/g, (c) => c.toUpperCase()) : null;
}

export default function ShopPage() {
  const { q, category, sort, input, setInput, setSort, clearAll, clearCategory } = useShopQueryParams();
  const addToCart = useAddToCart();
  const { data, previousData, error, networkStatus, refetch, fetchMore } = useQuery(ShopProductsQuery, {
    variables: { category, search: q || null, sort: productSortFor(sort), first: SHOP_PAGE_SIZE, offset: 0 },
    notifyOnNetworkStatusChange: true,
  });
  const categoriesQuery = useQuery(ShopCategoriesQuery);
  // The four demo categories have fixed names; any other (a shop's own) is named by its products.
  const categoryLabel = category ? (categorySlugLabel(category) ?? categoryNameOf(data?.products.items, category)) : null;
  usePageHead({
    title: categoryLabel ? `${categoryLabel} – Our Premium Collection` : 'Our Premium Collection',
    description: 'Handpicked, farm-fresh fruits delivered to your doorstep: search the whole collection, priced in rupees.',
    // Search results are the collection filtered; the category is a page of its own.
    canonicalPath: category ? `/shop?category=${encodeURIComponent(category)}` : '/shop',
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
        {/* A drawn leaf, not the 🍃 character: a server without an emoji font showed a box. */}
        <Leaf className={styles.emoji} aria-hidden />
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
        <ProductGrid products={page.items} onAdd={addToCart} eagerImages />
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
      <div className={listPage.hero}>
        <div className={`${layout.container} ${listPage.heroContent}`}>
          <h1 className={`${heading.size3xl} ${heading.mdSize4xl}`}>Our Premium Collection</h1>
          <p className={listPage.lead}>Handpicked, farm-fresh fruits delivered to your doorstep.</p>
          <SearchBox
            value={input}
            onChange={setInput}
            label="Search fruits"
            placeholder="Search fruits by name…"
            action="/shop"
            keep={{ category, sort: sort === DEFAULT_SORT_PARAM ? null : sort }}
          />
          {category && <CategoryFilterTag label={categoryLabel ?? 'Selected category'} onClear={clearCategory} />}
        </div>
      </div>

      <div className={`${layout.container} ${listPage.main}`}>
        <CategoryChips categories={categoriesQuery.data?.categories ?? []} current={category} />
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
        <ShopCartButton />
      </Suspense>
    </>
  );
}
