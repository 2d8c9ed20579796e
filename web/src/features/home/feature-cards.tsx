import { Headphones, Leaf, ShieldCheck, Truck } from 'lucide-react';
import { FeatureGrid } from '../../components/feature-grid';
import layout from '../../components/layout.module.css';
import styles from './feature-cards.module.css';

const FEATURES = [
  { icon: Leaf, title: '100% Fresh', text: 'Sourced daily from trusted farms.' },
  { icon: Truck, title: 'Fast Delivery', text: 'Same-day delivery in select cities.' },
  { icon: ShieldCheck, title: 'Quality Assurance', text: 'Hand-checked and accurately weighed.' },
  { icon: Headphones, title: 'Customer Support', text: 'Friendly help whenever you need it.' },
] as const;

export function FeatureCards() {
  return (
    <section className={`${layout.container} ${styles.section}`} aria-label="Why shop with us">
      <FeatureGrid features={FEATURES} titleAs="h2" size="sm" />
    </section>
  );
}
