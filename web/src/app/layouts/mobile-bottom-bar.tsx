import type { ReactNode } from 'react';
import { Box, Grid, Text, chakra } from '@chakra-ui/react';
import { Home, ShoppingCart, Store, User } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { CartCountBadge, cartButtonLabel } from '../../components/cart-count-badge';
import { useCartSummary } from '../cart-summary-context';
import { openLogin } from '../../features/accounts/auth-dialog-store';
import { useSession } from '../../features/accounts/session-store';
import { SIGN_IN_PATH } from './nav-items';

/** Height reserved at the bottom of <main> on phones so the bar never covers content. */
export const MOBILE_BOTTOM_BAR_SPACE = '16';

const itemStyles = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  h: 'full',
  fontSize: 'xs',
  color: 'fg.muted',
  position: 'relative',
  focusRing: 'inside',
  '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'semibold' },
} as const;

const BarLink = chakra(NavLink, { base: itemStyles });
const BarButton = chakra('button', { base: { ...itemStyles, cursor: 'pointer' } });

function ItemContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      {icon}
      <Text as="span">{label}</Text>
    </>
  );
}

export function MobileBottomBar() {
  const { itemCount, openCart } = useCartSummary();
  const session = useSession();
  return (
    <Box
      as="nav"
      aria-label="Quick navigation"
      hideFrom="md"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      h={MOBILE_BOTTOM_BAR_SPACE}
      bg="bg"
      borderTopWidth="1px"
      borderColor="border.muted"
      pb="env(safe-area-inset-bottom)"
    >
      <Grid templateColumns="repeat(4, 1fr)" h="full">
        <BarLink to="/" end>
          <ItemContent icon={<Home size={20} aria-hidden />} label="Home" />
        </BarLink>
        <BarLink to="/shop">
          <ItemContent icon={<Store size={20} aria-hidden />} label="Shop" />
        </BarLink>
        <BarButton type="button" onClick={openCart} aria-label={cartButtonLabel(itemCount)}>
          <Box position="relative">
            <ShoppingCart size={20} aria-hidden />
            <CartCountBadge count={itemCount} />
          </Box>
          <Text as="span" aria-hidden>
            Cart
          </Text>
        </BarButton>
        {session ? (
          <BarLink to="/account">
            <ItemContent icon={<User size={20} aria-hidden />} label="Account" />
          </BarLink>
        ) : (
          <BarLink
            to={SIGN_IN_PATH}
            onClick={(event) => {
              event.preventDefault();
              openLogin();
            }}
          >
            <ItemContent icon={<User size={20} aria-hidden />} label="Sign In" />
          </BarLink>
        )}
      </Grid>
    </Box>
  );
}
