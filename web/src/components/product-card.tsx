import { useState } from 'react';
import { Badge, Box, Button, HStack, IconButton, LinkOverlay, LinkBox, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { Heart, ShoppingCart } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../gql';
import type { ProductCard_ProductFragment } from '../gql/graphql';
import { useGuestWishlist } from '../lib/guest-wishlist';
import { formatMoney } from '../lib/money';
import { displayUnit } from '../lib/units';
import { surfaceCardRecipe } from '../theme/surface-card.recipe';
import { ProductImage } from './product-image';
import { QuantityStepper } from './quantity-stepper';
import { StarRating } from './star-rating';

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    name
    image
    price
    discountPrice
    unitPrice
    hasDiscount
    discountPercentage
    unit
    stockQuantity
    maxOrderLimit
    averageRating
    reviewCount
  }
`);

/** Spec §9: with no explicit order limit a shopper can pick up to 99 of an item. */
export const DEFAULT_ORDER_LIMIT = 99;
/** At or below this many in stock the card warns that the item is running out. */
export const LOW_STOCK_THRESHOLD = 10;

const Card = chakra('article', surfaceCardRecipe);

export interface ProductCardProps {
  product: ProductCard_ProductFragment;
  onAdd: (product: ProductCard_ProductFragment, quantity: number) => void;
  /** Accessible heading level of the product name inside its section. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export function ProductCard({ product, onAdd, headingLevel = 'h3' }: ProductCardProps) {
  const [quantity, setQuantity] = useState(1);
  const wishlist = useGuestWishlist();
  const inWishlist = wishlist.has(product.id);

  // The server decides the discount; the check against price guards a stale cache entry.
  const showDiscount =
    product.hasDiscount && product.discountPrice != null && product.discountPrice < product.price;
  const outOfStock = product.stockQuantity <= 0;
  const maxQuantity = Math.max(1, Math.min(product.stockQuantity, product.maxOrderLimit ?? DEFAULT_ORDER_LIMIT));
  const unit = displayUnit(product.unit);

  return (
    <Card interactive display="flex" flexDirection="column" h="full" aria-labelledby={`product-${product.id}-name`}>
      <LinkBox position="relative">
        <ProductImage
          src={product.image}
          alt={product.name}
          w="full"
          aspectRatio="square"
          bg="brand.subtle"
          opacity={outOfStock ? 0.6 : 1}
        />
        {showDiscount && (
          <Badge position="absolute" top="2" left="2" bg="deal.solid" color="deal.contrast" fontWeight="bold" size="sm">
            {product.discountPercentage}% OFF
          </Badge>
        )}
        <IconButton
          position="absolute"
          top="2"
          right="2"
          size="xs"
          rounded="full"
          variant="subtle"
          colorPalette={inWishlist ? 'red' : 'gray'}
          bg="bg/90"
          aria-label={`Save ${product.name} to wishlist`}
          aria-pressed={inWishlist}
          onClick={() => wishlist.toggle(product.id)}
          zIndex="1"
        >
          <Heart aria-hidden fill={inWishlist ? 'currentColor' : 'none'} />
        </IconButton>
        <LinkOverlay asChild>
          <RouterLink to={`/product/${product.id}`} aria-label={product.name} tabIndex={-1} />
        </LinkOverlay>
      </LinkBox>

      <Stack gap="2" p="3" flex="1">
        <Box as={headingLevel} id={`product-${product.id}-name`} fontWeight="semibold" fontSize="md" lineClamp={2}>
          <chakra.a asChild _hover={{ color: 'brand.fg' }} focusRing="outside" rounded="sm">
            <RouterLink to={`/product/${product.id}`}>{product.name}</RouterLink>
          </chakra.a>
        </Box>
        <StarRating rating={product.averageRating} reviewCount={product.reviewCount} />

        <HStack gap="2" align="baseline" flexWrap="wrap">
          <Text fontWeight="bold" fontSize="lg" color="brand.fg">
            {formatMoney(product.unitPrice)}
          </Text>
          {showDiscount && (
            <Text as="del" fontSize="sm" color="fg.muted">
              <VisuallyHidden>Original price </VisuallyHidden>
              {formatMoney(product.price)}
            </Text>
          )}
          <Text as="span" fontSize="xs" color="fg.muted">
            per {unit}
          </Text>
        </HStack>

        {outOfStock ? (
          <Text fontSize="xs" color="fg.error">
            Currently unavailable
          </Text>
        ) : product.stockQuantity <= LOW_STOCK_THRESHOLD ? (
          <Text fontSize="xs" color="fg.warning">
            Only {product.stockQuantity} left in stock
          </Text>
        ) : null}

        <HStack mt="auto" pt="1" gap="2" justify="space-between" flexWrap="wrap">
          {!outOfStock && (
            <QuantityStepper value={quantity} onChange={setQuantity} max={maxQuantity} itemName={product.name} />
          )}
          <Button
            size="sm"
            flex={outOfStock ? '1' : undefined}
            disabled={outOfStock}
            onClick={() => onAdd(product, quantity)}
            aria-label={outOfStock ? undefined : `Add ${product.name} to cart`}
          >
            {outOfStock ? (
              'Out of Stock'
            ) : (
              <>
                <ShoppingCart aria-hidden />
                Add
              </>
            )}
          </Button>
        </HStack>
      </Stack>
    </Card>
  );
}
