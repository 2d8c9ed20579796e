import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { NewsletterForm } from '../../components/newsletter-form';

export function NewsletterBanner() {
  return (
    <Container as="section" maxW="7xl" py="8" aria-labelledby="home-newsletter-heading">
      <Box bg="brand.muted" rounded="2xl" px={{ base: '6', md: '12' }} py={{ base: '8', md: '12' }} textAlign="center">
        <Stack gap="4" align="center">
          <Heading as="h2" id="home-newsletter-heading" size="2xl">
            Stay fresh with our newsletter
          </Heading>
          <Text color="fg.muted" maxW="xl">
            New arrivals, seasonal picks and exclusive offers — straight to your inbox.
          </Text>
          <Box w="full" maxW="md">
            <NewsletterForm idPrefix="home-banner" />
          </Box>
        </Stack>
      </Box>
    </Container>
  );
}
