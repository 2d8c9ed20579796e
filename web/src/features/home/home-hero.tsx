import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

export function HomeHero() {
  return (
    <Box bgGradient="to-br" gradientFrom="brand.subtle" gradientTo="brand.muted" py={{ base: '10', md: '16' }}>
      <Container maxW="7xl">
        <Stack gap="5" maxW="2xl">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
            Fresh fruits, delivered to your door
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            Seasonal favourites, everyday essentials and premium dry fruits — accurately weighed and delivered fast.
          </Text>
          <Box>
            <Button asChild size="lg">
              <RouterLink to="/shop">
                Shop Now
                <ArrowRight aria-hidden />
              </RouterLink>
            </Button>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
