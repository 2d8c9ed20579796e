import { Suspense } from 'react';
import type { ProductCard_ProductFragment } from '../../gql/graphql';
import { ErrorState, LoadingState } from '../../components/page-states';
import type { ProductCardProps } from '../../components/product-card';
import { ProductGrid } from '../../components/product-grid';
import { SectionProductsQuery, useSectionProducts } from '../../features/catalog/section-products';
import { FeatureCards } from '../../features/home/feature-cards';
import { HomeHero } from '../../features/home/home-hero';
import { HomeProductSection } from '../../features/home/home-product-section';
import { HomeSectionTabs } from '../../features/home/home-section-tabs';
import { NewsletterBanner } from '../../features/home/newsletter-banner';
import { shopCategoryHref, type CategorySlug } from '../../lib/category-slugs';
import { usePageHead } from '../page-meta';
import { useAddToCart } from './use-add-to-cart';

/** Prepared before hydration (router.tsx, PageModule): every section runs it. */
export const firstRenderQueries = [SectionProductsQuery];

// Spec: each home section shows at most 10 products; each section runs its own query.
const SECTIONS: readonly HomeSectionSpec[] = [
  { id: 'seasonal', title: "Season's Special", slug: 'seasonal', tab: true },
  { id: 'top-deals', title: 'Top Deals', slug: 'top-deals', tab: true },
  { id: 'fresh-chunks', title: 'Fresh Chunks', slug: 'fresh-chunks', tab: true },
  { id: 'dry-fruits', title: 'Premium Dry Fruits', slug: 'dry-fruits', tab: false },
];

interface HomeSectionSpec {
  id: string;
  title: string;
  slug: CategorySlug;
  tab: boolean;
}

const TABS = SECTIONS.filter((section) => section.tab).map(({ id, title }) => ({ id, label: title }));

export default function HomePage() {
  usePageHead({
    title: 'FruitShop – Fresh fruits delivered',
    description:
      "Farm-fresh fruits delivered fast: Season's Special, Top Deals, Fresh Chunks and premium dry fruits, accurately weighed and priced in rupees.",
    canonicalPath: '/',
  });
  const addToCart = useAddToCart();

  return (
    <>
      {/* Boundaries per section: hydration runs section by section in short tasks. */}
      <Suspense>
        <HomeHero />
      </Suspense>
      <Suspense>
        <HomeSectionTabs tabs={TABS} />
      </Suspense>
      <Suspense>
        <FeatureCards />
      </Suspense>
      {SECTIONS.map((section) => (
        <Suspense key={section.id}>
          <HomeSection section={section} onAdd={addToCart} />
        </Suspense>
      ))}
      <Suspense>
        <NewsletterBanner />
      </Suspense>
    </>
  );
}

/** One section with its own products query, loading and error states. */
function HomeSection({ section, onAdd }: { section: HomeSectionSpec; onAdd: ProductCardProps['onAdd'] }) {
  const { data, error } = useSectionProducts(section.slug);
  const items: readonly ProductCard_ProductFragment[] = data?.products.items ?? [];
  let content;
  if (error) {
    // Spec: Try Again reloads the page.
    content = (
      <ErrorState tone="headline" message="Oops! Something went wrong" actionLabel="Try Again" onAction={() => window.location.reload()} />
    );
  } else if (!data) {
    content = <LoadingState label="Loading fresh products..." />;
  } else {
    content = <ProductGrid products={items} onAdd={onAdd} />;
  }
  return (
    <HomeProductSection
      id={section.id}
      title={section.title}
      viewAllHref={shopCategoryHref(section.slug)}
      isEmpty={!!data && !error && items.length === 0}
    >
      {content}
    </HomeProductSection>
  );
}
