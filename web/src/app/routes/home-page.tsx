import { Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ProductCard_ProductFragment } from '../../gql/graphql';
import { ErrorState, LoadingState } from '../../components/page-states';
import { ProductGrid } from '../../components/product-grid';
import { FeatureCards } from '../../features/home/feature-cards';
import { HomeHero } from '../../features/home/home-hero';
import { HomeProductSection } from '../../features/home/home-product-section';
import { HomeSectionTabs } from '../../features/home/home-section-tabs';
import { NewsletterBanner } from '../../features/home/newsletter-banner';
import { shopCategoryHref, type CategorySlug } from '../../lib/category-slugs';
import { usePageHead } from '../page-meta';
import { useAddToCart } from './use-add-to-cart';

// Spec: each home section shows at most 10 products.
export const HomeProductsQuery = graphql(`
  query HomeProducts {
    seasonal: products(category: "seasonal", first: 10) {
      items {
        id
        ...ProductCard_product
      }
    }
    topDeals: products(category: "top-deals", first: 10) {
      items {
        id
        ...ProductCard_product
      }
    }
    freshChunks: products(category: "fresh-chunks", first: 10) {
      items {
        id
        ...ProductCard_product
      }
    }
    dryFruits: products(category: "dry-fruits", first: 10) {
      items {
        id
        ...ProductCard_product
      }
    }
  }
`);

type SectionKey = 'seasonal' | 'topDeals' | 'freshChunks' | 'dryFruits';

const SECTIONS: readonly { key: SectionKey; id: string; title: string; slug: CategorySlug; tab: boolean }[] = [
  { key: 'seasonal', id: 'seasonal', title: "Season's Special", slug: 'seasonal', tab: true },
  { key: 'topDeals', id: 'top-deals', title: 'Top Deals', slug: 'top-deals', tab: true },
  { key: 'freshChunks', id: 'fresh-chunks', title: 'Fresh Chunks', slug: 'fresh-chunks', tab: true },
  { key: 'dryFruits', id: 'dry-fruits', title: 'Premium Dry Fruits', slug: 'dry-fruits', tab: false },
];

const TABS = SECTIONS.filter((section) => section.tab).map(({ id, title }) => ({ id, label: title }));

export default function HomePage() {
  const { data, error } = useQuery(HomeProductsQuery);
  usePageHead({
    title: 'FruitShop – Fresh fruits delivered',
    description:
      "Farm-fresh fruits delivered fast: Season's Special, Top Deals, Fresh Chunks and premium dry fruits, accurately weighed and priced in rupees.",
    canonicalPath: '/',
  });
  const addToCart = useAddToCart('/login');

  let sections;
  if (error) {
    // Spec: Try Again reloads the page.
    sections = (
      <ErrorState tone="headline" message="Oops! Something went wrong" actionLabel="Try Again" onAction={() => window.location.reload()} />
    );
  } else if (!data) {
    sections = <LoadingState label="Loading fresh products..." />;
  } else {
    sections = SECTIONS.map((section) => {
      const items: readonly ProductCard_ProductFragment[] = data[section.key].items;
      return (
        <Suspense key={section.key}>
          <HomeProductSection
            id={section.id}
            title={section.title}
            viewAllHref={shopCategoryHref(section.slug)}
            isEmpty={items.length === 0}
          >
            <ProductGrid products={items} onAdd={addToCart} />
          </HomeProductSection>
        </Suspense>
      );
    });
  }

  return (
    <>
      {/* Boundaries per section: hydration runs section by section in short tasks. */}
      <Suspense>
        <HomeHero />
      </Suspense>
      <Suspense>
        <HomeSectionTabs tabs={TABS} ready={!!data && !error} />
      </Suspense>
      <Suspense>
        <FeatureCards />
      </Suspense>
      {sections}
      <Suspense>
        <NewsletterBanner />
      </Suspense>
    </>
  );
}
