import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { RefreshCw } from 'lucide-react';
import { graphql } from '../../gql';
import type { ProductCard_ProductFragment } from '../../gql/graphql';
import { ProductGrid } from '../../components/product-grid';
import { FeatureCards } from '../../features/home/feature-cards';
import { HomeHero } from '../../features/home/home-hero';
import { HomeProductSection } from '../../features/home/home-product-section';
import { HomeSectionTabs } from '../../features/home/home-section-tabs';
import { NewsletterBanner } from '../../features/home/newsletter-banner';
import { shopCategoryHref, type CategorySlug } from '../../lib/category-slugs';
import { useGuestAddToCart } from './use-guest-add-to-cart';

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
  const addAsGuest = useGuestAddToCart('/login');

  let sections;
  if (error) {
    sections = (
      <Stack role="alert" align="center" gap="4" py="16" textAlign="center">
        <Text fontSize="xl" fontWeight="semibold">
          Oops! Something went wrong
        </Text>
        {/* Spec: Try Again reloads the page. */}
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden />
          Try Again
        </Button>
      </Stack>
    );
  } else if (!data) {
    sections = (
      <Center py="16" gap="3" role="status">
        <Spinner color="brand.solid" aria-hidden />
        <Text color="fg.muted">Loading fresh products...</Text>
      </Center>
    );
  } else {
    sections = SECTIONS.map((section) => {
      const items: readonly ProductCard_ProductFragment[] = data[section.key].items;
      return (
        <HomeProductSection
          key={section.key}
          id={section.id}
          title={section.title}
          viewAllHref={shopCategoryHref(section.slug)}
          isEmpty={items.length === 0}
        >
          <ProductGrid products={items} onAdd={addAsGuest} />
        </HomeProductSection>
      );
    });
  }

  return (
    <>
      <HomeHero />
      <HomeSectionTabs tabs={TABS} />
      <FeatureCards />
      {sections}
      <NewsletterBanner />
    </>
  );
}
