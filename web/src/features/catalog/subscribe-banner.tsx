import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { NewsletterForm } from '../../components/newsletter-form';

/** Spec: the shop banner offers 10% off a first order for subscribing. */
export function SubscribeBanner() {
  return (
    <Container as="section" maxW="7xl" aria-labelledby="shop-subscribe-heading">
      <Box bg="brand.solid" color="brand.contrast" rounded="2xl" px={{ base: '6', md: '12' }} py={{ base: '8', md: '10' }}>
        <Stack direction={{ base: 'column', lg: 'row' }} gap="6" align={{ lg: 'center' }} justify="space-between">
          <Stack gap="2">
            <Heading as="h2" id="shop-subscribe-heading" size="2xl">
              Get 10% off your first order
            </Heading>
            <Text>Subscribe for fresh arrivals, seasonal picks and member-only deals.</Text>
          </Stack>
          <Box w={{ base: 'full', lg: 'md' }}>
            <NewsletterForm idPrefix="shop-banner" />
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}
