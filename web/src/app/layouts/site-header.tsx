import { Box, Container, HStack, Link, Spacer, Text } from '@chakra-ui/react';
import { Phone, Scale, Truck, Zap } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo';
import { SHOP_INFO } from '../../lib/shop-info';
import { CartButton } from './cart-button';
import { LocationButton } from './location-button';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { NAV_ITEMS } from './nav-items';
import { UserMenu } from './user-menu';

const CLAIMS = [
  { icon: Scale, text: 'Accurate weight' },
  { icon: Zap, text: 'Fresh & fast' },
  { icon: Truck, text: 'Same-day delivery in select cities' },
] as const;

// The strip has a fixed height so the sticky header can hide exactly it (top = -strip)
// and keep the nav bar pinned without measuring anything at runtime.
const STRIP_HEIGHT = '9';

export function SiteHeader() {
  return (
    <Box
      as="header"
      position="sticky"
      top={`-${STRIP_HEIGHT}`}
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Box bg="brand.solid" color="brand.contrast" fontSize="xs" h={STRIP_HEIGHT}>
        <Container maxW="7xl" h="full">
          <HStack h="full" justify="space-between" gap="4">
            <HStack as="ul" gap={{ base: '3', md: '6' }} listStyleType="none" overflow="hidden">
              {CLAIMS.map(({ icon: Icon, text }, index) => (
                <HStack
                  as="li"
                  key={text}
                  gap="1"
                  whiteSpace="nowrap"
                  // Only the first claim fits on a phone; the rest return from 640px.
                  hideBelow={index === 0 ? undefined : index === 1 ? 'sm' : 'lg'}
                >
                  <Icon size={14} aria-hidden />
                  <Text as="span">{text}</Text>
                </HStack>
              ))}
            </HStack>
            <Link
              href={SHOP_INFO.helplineHref}
              color="inherit"
              whiteSpace="nowrap"
              aria-label={`Helpline ${SHOP_INFO.helpline}`}
            >
              <Phone size={14} aria-hidden />
              <Text as="span" hideBelow="sm">
                Helpline:
              </Text>
              {SHOP_INFO.helpline}
            </Link>
          </HStack>
        </Container>
      </Box>

      <Container maxW="7xl">
        <HStack h="16" gap={{ base: '1', md: '4' }}>
          <MobileNavDrawer />
          <BrandLogo />
          <HStack as="nav" aria-label="Main" gap="1" ms="6" hideBelow="md">
            {NAV_ITEMS.map((item) => (
              <Link
                key={item.to}
                asChild
                px="3"
                py="2"
                rounded="md"
                fontWeight="medium"
                color="fg.muted"
                _hover={{ color: 'brand.fg', bg: 'brand.subtle', textDecoration: 'none' }}
                css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
              >
                <NavLink to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              </Link>
            ))}
          </HStack>
          <Spacer />
          <LocationButton />
          <CartButton />
          <Box hideBelow="md">
            <UserMenu />
          </Box>
        </HStack>
      </Container>
    </Box>
  );
}
