import { Grid } from '@chakra-ui/react';
import type { ProductCard_ProductFragment } from '../gql/graphql';
import { ProductCard, type ProductCardProps } from './product-card';

// Phones get one column below ~350px and two above; tablets three; desktops four/five.
const GRID_COLUMNS = {
  base: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
  lg: 'repeat(4, minmax(0, 1fr))',
  xl: 'repeat(5, minmax(0, 1fr))',
} as const;

export function ProductGrid({
  products,
  onAdd,
  headingLevel,
}: {
  products: readonly ProductCard_ProductFragment[];
} & Pick<ProductCardProps, 'onAdd' | 'headingLevel'>) {
  return (
    <Grid as="ul" templateColumns={GRID_COLUMNS} gap={{ base: '3', md: '5' }} listStyleType="none">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} onAdd={onAdd} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}
