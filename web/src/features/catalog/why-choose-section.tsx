import { Container, Heading } from '@chakra-ui/react';
import { BadgeIndianRupee, Leaf, Scale, Truck } from 'lucide-react';
import { FeatureGrid } from '../../components/feature-grid';

const REASONS = [
  { icon: Leaf, title: 'Farm Fresh', text: 'Picked at peak ripeness and packed the same day.' },
  { icon: Scale, title: 'Accurate Weight', text: 'Every order is weighed precisely — you pay for what you get.' },
  { icon: Truck, title: 'Fast Delivery', text: 'Same-day delivery in select cities, carefully handled.' },
  { icon: BadgeIndianRupee, title: 'Fair Prices', text: 'Direct sourcing keeps premium fruit affordable.' },
] as const;

export function WhyChooseSection() {
  return (
    <Container as="section" maxW="7xl" py="12" aria-labelledby="why-choose-heading">
      <Heading as="h2" id="why-choose-heading" size="2xl" textAlign="center" mb="8">
        Why Choose FruitShop?
      </Heading>
      <FeatureGrid features={REASONS} columns={{ base: 1, sm: 2, lg: 4 }} />
    </Container>
  );
}
