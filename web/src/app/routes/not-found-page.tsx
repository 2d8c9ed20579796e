import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Home } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useHttpStatus, usePageHead } from '../page-meta';

export default function NotFoundPage() {
  useHttpStatus(404);
  usePageHead({ title: '404 - Page Not Found', noindex: true });
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="center" textAlign="center">
        <Text fontSize="6xl" aria-hidden>
          🍂
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          404 - Page Not Found
        </Heading>
        <Text color="fg.muted">The page you're looking for doesn't exist or has been moved.</Text>
        <Button asChild size="lg">
          <RouterLink to="/">
            <Home aria-hidden />
            Go to Homepage
          </RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
