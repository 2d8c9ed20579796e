import { Container, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { Headphones, Leaf, ShieldCheck, Truck } from 'lucide-react';
import { surfaceCardRecipe } from '../../theme/surface-card.recipe';

const Card = chakra('li', surfaceCardRecipe);

const FEATURES = [
  { icon: Leaf, title: '100% Fresh', text: 'Sourced daily from trusted farms.' },
  { icon: Truck, title: 'Fast Delivery', text: 'Same-day delivery in select cities.' },
  { icon: ShieldCheck, title: 'Quality Assurance', text: 'Hand-checked and accurately weighed.' },
  { icon: Headphones, title: 'Customer Support', text: 'Friendly help whenever you need it.' },
] as const;

export function FeatureCards() {
  return (
    <Container as="section" maxW="7xl" py="10" aria-label="Why shop with us">
      <SimpleGrid as="ul" columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '5' }} listStyleType="none">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Card key={title} padded>
            <Stack gap="2" align={{ base: 'center', md: 'start' }} textAlign={{ base: 'center', md: 'start' }}>
              <chakra.span display="grid" placeItems="center" boxSize="10" rounded="lg" bg="brand.muted" color="brand.fg">
                <Icon size={20} aria-hidden />
              </chakra.span>
              <Heading as="h2" size="sm">
                {title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {text}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
