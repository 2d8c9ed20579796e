import { Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { ErrorState, LoadingState } from '../../components/page-states';
import type { ProductCardProps } from '../../components/product-card';
import { ProductGrid } from '../../components/product-grid';
import { useSectionProducts } from '../../features/catalog/section-products';
import { CategorySection } from '../../features/categories/category-section';
import styles from '../../features/categories/categories-page.module.css';
import { graphql } from '../../gql';
import { categorySlugLabel, shopCategoryHref } from '../../lib/category-slugs';
import { usePageHead } from '../page-meta';
import { useAddToCart } from './use-add-to-cart';

const LOAD_ERROR = 'Failed to load data. Please try again later.';

export const CategoriesPageQuery = graphql(`
  query CategoriesPage {
    categories(nonEmpty: true) {
      id
      name
      slug
      description
    }
  }
`);

/** Prepared before hydration (router.tsx, PageModule). */
export const firstRenderQueries = [CategoriesPageQuery];

/**
 * Where 'View all' leads: the shop filtered to the category (spec: `?category={id}`). The four
 * storefront categories go by their slug instead, the same URL the home page's View All
 * uses, so the shop names the category and one filtered page has one address.
 */
export function categoryShopHref(category: { id: string; slug: string }): string {
  return shopCategoryHref(categoryKey(category));
}

/** How the shop and the products query name a category: the storefront slug, else the id. */
function categoryKey(category: { id: string; slug: string }): string {
  return categorySlugLabel(category.slug) ? category.slug : category.id;
}

export default function CategoriesPage() {
  usePageHead({
    title: 'Shop by Category',
    description: "Browse FruitShop's fruits by category: seasonal specials, top deals, fresh-cut chunks and premium dry fruits.",
    canonicalPath: '/categories',
  });
  // The list first; each section then reads its own products (features/catalog/section-products.ts).
  const { data, error, refetch } = useQuery(CategoriesPageQuery);
  // The cart needs a signed-in customer: a guest's Add goes to sign in, as on the home page.
  const addToCart = useAddToCart();

  let content;
  if (error && !data) {
    content = <ErrorState message={LOAD_ERROR} actionLabel="Retry" onAction={() => void refetch().catch(() => undefined)} />;
  } else if (!data) {
    content = <LoadingState label="Loading categories..." />;
  } else if (data.categories.length === 0) {
    content = (
      <div className={styles.empty}>
        <p className={styles.emoji} aria-hidden>
          🧺
        </p>
        <p className={styles.muted}>No categories found.</p>
      </div>
    );
  } else {
    content = data.categories.map((category, index) => (
      // A boundary per section: hydration runs section by section in short tasks.
      <Suspense key={category.id}>
        <CategorySection
          id={category.id}
          name={category.name}
          description={category.description}
          viewAllHref={categoryShopHref(category)}
        >
          <CategoryProducts category={categoryKey(category)} onAdd={addToCart} eagerImages={index === 0} />
        </CategorySection>
      </Suspense>
    ));
  }

  return (
    <>
      <div className={styles.hero}>
        <div className={`${layout.container} ${styles.heroContent}`}>
          <h1 className={`${heading.size3xl} ${heading.mdSize4xl}`}>Shop by Category</h1>
          <p className={styles.lead}>From seasonal favourites to premium dry fruits: pick a category and explore.</p>
        </div>
      </div>
      <div className={`${layout.container} ${styles.main}`}>{content}</div>
    </>
  );
}

/** One category's products, with their own loading and error states under its heading. */
function CategoryProducts({ category, onAdd, eagerImages }: { category: string; onAdd: ProductCardProps['onAdd']; eagerImages: boolean }) {
  const { data, error, refetch } = useSectionProducts(category);
  if (error && !data) {
    return <ErrorState message={LOAD_ERROR} actionLabel="Retry" onAction={() => void refetch().catch(() => undefined)} />;
  }
  if (!data) return <LoadingState label="Loading products..." />;
  return <ProductGrid products={data.products.items} onAdd={onAdd} eagerImages={eagerImages} />;
}
