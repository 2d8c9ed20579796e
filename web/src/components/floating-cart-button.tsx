import { Box, IconButton } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { CartCountBadge, cartButtonLabel } from './cart-count-badge';

/** The round cart shortcut that floats over long lists on phones (above the bottom bar). */
export function FloatingCartButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Box position="fixed" right="4" bottom="20" zIndex="docked" hideFrom="md">
      <IconButton size="xl" rounded="full" shadow="lg" aria-label={cartButtonLabel(count)} onClick={onClick}>
        <ShoppingCart aria-hidden />
      </IconButton>
      <CartCountBadge count={count} />
    </Box>
  );
}
