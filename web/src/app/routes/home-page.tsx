import { Suspense, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import type { HomeSectionsQuery as HomeSectionsData, ProductCard_ProductFragment } from '../../gql/graphql';
import { ErrorState, LoadingState } from '../../components/page-states';
import type { ProductCardProps } from '../../components/product-card';
import { ProductGrid } from '../../components/product-grid';
import { SectionProductsQuery, useSectionProducts } from '../../features/catalog/section-products';
import { FeatureCards } from '../../features/home/feature-cards';
import { HomeEmpty } from '../../features/home/home-empty';
import { HomeHero } from '../../features/home/home-hero';
import { HomeProductSection } from '../../features/home/home-product-section';
import { HomeSectionTabs } from '../../features/home/home-section-tabs';
import { homeSectionId, HomeSectionsQuery } from '../../features/home/home-sections';
import { NewsletterBanner } from '../../features/home/newsletter-banner';
import { shopCategoryHref } from '../../lib/category-slugs';
import { usePageHead } from '../page-meta';
import { useAddToCart } from './use-add-to-cart';

/** Prepared before hydration (router.tsx, PageModule): the sections, then each section's products. */
export const firstRenderQueries = [HomeSectionsQuery, SectionProductsQuery];

type HomeSectionSpec = HomeSectionsData['homeSections'][number];

const reload = () => window.location.reload();

export default function HomePage() {
  usePageHead({
    title: 'FruitShop – Fresh fruits delivered',
    description:
      "Farm-fresh fruits delivered fast: Season's Special, Top Deals, Fresh Chunks and premium dry fruits, accurately weighed and priced in rupees.",
    canonicalPath: '/',
  });
  const addToCart = useAddToCart();
  // Which categories the home page shows comes from data (issue 36); the server renders them.
  const { data, error } = useQuery(HomeSectionsQuery);
  const sections = data?.homeSections;
  const tabs = useMemo(
    () => (sections ?? []).filter((section) => section.tab).map((section) => ({ id: homeSectionId(section.slug), label: section.title })),
    [sections],
  );

  let content;
  if (sections?.length) {
    // Spec: each home section shows at most 10 products; each section runs its own query.
    content = sections.map((section) => (
      <Suspense key={section.categoryId}>
        <HomeSection section={section} onAdd={addToCart} />
      </Suspense>
    ));
  } else if (sections) {
    content = <HomeEmpty />;
  } else if (error) {
    content = <ErrorState tone="headline" message="Oops! Something went wrong" actionLabel="Try Again" onAction={reload} />;
  } else {
    content = <LoadingState label="Loading fresh products..." />;
  }

  return (
    <>
      {/* Boundaries per section: hydration runs section by section in short tasks. */}
      <Suspense>
        <HomeHero />
      </Suspense>
      {tabs.length > 0 && (
        <Suspense>
          <HomeSectionTabs tabs={tabs} />
        </Suspense>
      )}
      <Suspense>
        <FeatureCards />
      </Suspense>
      {content}
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
    content = <ErrorState tone="headline" message="Oops! Something went wrong" actionLabel="Try Again" onAction={reload} />;
  } else if (!data) {
    content = <LoadingState label="Loading fresh products..." />;
  } else {
    content = <ProductGrid products={items} onAdd={onAdd} />;
  }
  return (
    <HomeProductSection
      id={homeSectionId(section.slug)}
      title={section.title}
      viewAllHref={shopCategoryHref(section.slug)}
      isEmpty={!!data && !error && items.length === 0}
    >
      {content}
    </HomeProductSection>
  );
}
