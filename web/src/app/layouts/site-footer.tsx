import { Box, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo';
import { NewsletterForm } from '../../components/newsletter-form';
import { SHOP_INFO } from '../../lib/shop-info';

const QUICK_LINKS = [
  { label: 'Shop Now', to: '/shop' },
  { label: 'About Us', to: '/about' },
  { label: 'Our Blog', to: '/blog' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'FAQs', to: '/faq' },
] as const;

export function SiteFooter() {
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border.muted" mt="16">
      <Container maxW="7xl" py="12">
        <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: '1.3fr 1fr 1.2fr 1.5fr' }} gap="10">
          <Stack gap="3">
            <BrandLogo />
            <Text color="fg.muted" fontSize="sm">
              Farm-fresh fruit, accurately weighed and delivered fast.
            </Text>
          </Stack>

          <Stack as="nav" aria-labelledby="footer-quick-links" gap="3">
            <Heading as="h2" id="footer-quick-links" size="sm">
              Quick Links
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none" fontSize="sm">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link asChild color="fg.muted" _hover={{ color: 'brand.fg' }}>
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>

          <Stack gap="3" fontSize="sm">
            <Heading as="h2" size="sm">
              Contact Us
            </Heading>
            <Stack as="address" gap="2" fontStyle="normal" color="fg.muted">
              <HStack align="start" gap="2">
                <MapPin size={16} aria-hidden />
                <Text>{SHOP_INFO.address}</Text>
              </HStack>
              <HStack gap="2">
                <Phone size={16} aria-hidden />
                <Link href={SHOP_INFO.helplineHref} color="inherit">
                  {SHOP_INFO.helpline}
                </Link>
              </HStack>
              <HStack gap="2">
                <Mail size={16} aria-hidden />
                <Link href={`mailto:${SHOP_INFO.email}`} color="inherit">
                  {SHOP_INFO.email}
                </Link>
              </HStack>
            </Stack>
          </Stack>

          <Stack gap="3">
            <Heading as="h2" size="sm">
              Newsletter
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Seasonal picks and offers in your inbox.
            </Text>
            <NewsletterForm idPrefix="footer" />
          </Stack>
        </Grid>
        <Text mt="10" pt="6" borderTopWidth="1px" borderColor="border.muted" fontSize="xs" color="fg.muted" textAlign="center">
          © {new Date().getFullYear()} {SHOP_INFO.name}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
