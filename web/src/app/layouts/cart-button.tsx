import { Box, IconButton } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { CartCountBadge, cartButtonLabel } from '../../components/cart-count-badge';
import { useCartSummary } from '../cart-summary-context';

export function CartButton() {
  const { itemCount, openCart } = useCartSummary();
  return (
    <Box position="relative">
      <IconButton variant="ghost" aria-label={cartButtonLabel(itemCount)} onClick={openCart}>
        <ShoppingCart aria-hidden />
      </IconButton>
      <CartCountBadge count={itemCount} />
    </Box>
  );
}
