import { Container } from '@chakra-ui/react';
import { Headphones, Leaf, ShieldCheck, Truck } from 'lucide-react';
import { FeatureGrid } from '../../components/feature-grid';

const FEATURES = [
  { icon: Leaf, title: '100% Fresh', text: 'Sourced daily from trusted farms.' },
  { icon: Truck, title: 'Fast Delivery', text: 'Same-day delivery in select cities.' },
  { icon: ShieldCheck, title: 'Quality Assurance', text: 'Hand-checked and accurately weighed.' },
  { icon: Headphones, title: 'Customer Support', text: 'Friendly help whenever you need it.' },
] as const;

export function FeatureCards() {
  return (
    <Container as="section" maxW="7xl" py="10" aria-label="Why shop with us">
      <FeatureGrid features={FEATURES} columns={{ base: 2, lg: 4 }} titleAs="h2" size="sm" />
    </Container>
  );
}
