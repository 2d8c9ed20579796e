import { BadgeIndianRupee, Leaf, Scale, Truck } from 'lucide-react';
import { FeatureGrid } from '../../components/feature-grid';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import styles from './why-choose-section.module.css';

const REASONS = [
  { icon: Leaf, title: 'Farm Fresh', text: 'Picked at peak ripeness and packed the same day.' },
  { icon: Scale, title: 'Accurate Weight', text: 'Every order is weighed precisely — you pay for what you get.' },
  { icon: Truck, title: 'Fast Delivery', text: 'Same-day delivery in select cities, carefully handled.' },
  { icon: BadgeIndianRupee, title: 'Fair Prices', text: 'Direct sourcing keeps premium fruit affordable.' },
] as const;

export function WhyChooseSection() {
  return (
    <section className={`${layout.container} ${styles.section}`} aria-labelledby="why-choose-heading">
      <h2 id="why-choose-heading" className={`${heading.size2xl} ${styles.title}`}>
        Why Choose FruitShop?
      </h2>
      <FeatureGrid features={REASONS} />
    </section>
  );
}
