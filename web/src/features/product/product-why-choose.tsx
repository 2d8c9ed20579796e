import { Leaf, Lock, ShieldCheck, Truck } from 'lucide-react';
import { FeatureGrid } from '../../components/feature-grid';
import heading from '../../components/heading.module.css';
import styles from './product-why-choose.module.css';

const REASONS = [
  { icon: ShieldCheck, title: 'Quality Guarantee', text: 'Hand-picked, checked and accurately weighed, or we make it right.' },
  { icon: Truck, title: 'Fast Delivery', text: 'Packed the day it ships; same-day delivery in select cities.' },
  { icon: Leaf, title: 'Sustainable', text: 'Sourced from growers who farm responsibly, in recyclable packaging.' },
  { icon: Lock, title: 'Secure Shopping', text: 'Encrypted checkout with cash on delivery or trusted card payments.' },
] as const;

/** Spec §2: 'Why choose our products?' with its four cards. */
export function ProductWhyChoose() {
  return (
    <section className={styles.section} aria-labelledby="product-why-heading">
      <h2 id="product-why-heading" className={`${heading.xl} ${styles.title}`}>
        Why choose our products?
      </h2>
      <FeatureGrid features={REASONS} />
    </section>
  );
}
