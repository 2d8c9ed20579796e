import { CalendarClock, ShieldCheck, Truck } from 'lucide-react';
import { FeatureGrid } from '../../components/feature-grid';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import styles from './plans-why-choose.module.css';

// Spec §2 Subscription plans page: three cards.
const REASONS = [
  { icon: Truck, title: 'Free & Fast Delivery', text: 'Every box arrives at your door free of charge, fresh and on schedule.' },
  {
    icon: CalendarClock,
    title: 'Flexible Subscriptions',
    text: 'Pause, skip or cancel anytime: your plan fits your week, not the other way round.',
  },
  { icon: ShieldCheck, title: 'Quality Guaranteed', text: 'Hand-picked, accurately weighed fruit. Not happy? We make it right.' },
] as const;

export function PlansWhyChoose() {
  return (
    <section className={`${layout.container} ${styles.section}`} aria-labelledby="plans-why-heading">
      <h2 id="plans-why-heading" className={`${heading.size2xl} ${styles.title}`}>
        Why Choose Us
      </h2>
      <FeatureGrid features={REASONS} three />
    </section>
  );
}
