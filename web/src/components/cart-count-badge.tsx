import { Badge, Float } from '@chakra-ui/react';
import { formatCartCount } from '../lib/cart-count';

/** The count bubble on cart buttons; renders nothing for an empty cart. The parent
 * needs `position="relative"` and carries the accessible count in its label. */
export function CartCountBadge({ count }: { count: number }) {
  const text = formatCartCount(count);
  if (!text) return null;
  return (
    <Float placement="top-end" offset="1">
      <Badge
        aria-hidden
        variant="solid"
        colorPalette="red"
        rounded="full"
        size="xs"
        minW="5"
        justifyContent="center"
      >
        {text}
      </Badge>
    </Float>
  );
}

export function cartButtonLabel(count: number): string {
  const text = formatCartCount(count);
  return text ? `Cart, ${text} items` : 'Cart';
}
