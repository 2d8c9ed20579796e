import { HeartHandshake, Leaf, ShieldCheck } from 'lucide-react';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import styles from './info.module.css';
import about from './about-sections.module.css';
import { useShopDetails } from '../../lib/shop-profile';

export function MissionSection() {
  return (
    <section className={`${layout.container} ${styles.section}`} aria-labelledby="about-mission">
      <h2 id="about-mission" className={`${heading.size2xl} ${styles.sectionTitle}`}>
        Our Mission
      </h2>
      <div className={`${styles.narrow} ${styles.prose}`}>
        <p>
          We started FruitShop with a simple idea: fruit should reach your table as fresh as it left the farm, weighed
          honestly and priced fairly. We work directly with growers across India, pick at peak ripeness and deliver fast —
          same-day in select cities.
        </p>
        <p>
          Every order is checked by hand and weighed accurately, so you pay for exactly what you get. No guesswork, no
          bruised surprises: just good fruit, every time.
        </p>
      </div>
    </section>
  );
}

const VALUES = [
  {
    icon: Leaf,
    title: 'Sustainability',
    text: 'Seasonal sourcing, short supply chains and recyclable packaging keep our footprint small.',
  },
  {
    icon: ShieldCheck,
    title: 'Quality',
    text: 'Each fruit is hand-checked for ripeness and freshness before it is packed and weighed.',
  },
  {
    icon: HeartHandshake,
    title: 'Community',
    text: 'Fair prices for the farmers we buy from and friendly, reliable service for the families we deliver to.',
  },
] as const;

export function CoreValuesSection() {
  return (
    <section className={`${layout.container} ${styles.section}`} aria-labelledby="about-values">
      <h2 id="about-values" className={`${heading.size2xl} ${styles.sectionTitle}`}>
        Our Core Values
      </h2>
      <ul className={styles.cards}>
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li key={title} className={`${styles.card} ${about.value}`}>
            <span className={styles.cardIcon}>
              <Icon size={24} aria-hidden />
            </span>
            <h3 className={heading.lg}>{title}</h3>
            <p className={styles.muted}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Facts of this shop rather than invented customer counts; the problem-report window is the shop profile's. */
function statsOf(reportWindowHours: number) {
  return [
    { value: '4', label: 'Fresh collections' },
    { value: '7', label: 'Metro cities we serve' },
    { value: `${reportWindowHours} hours`, label: 'To report a problem after delivery' },
    { value: '24 hours', label: 'To answer every message' },
  ];
}

export function StatsSection() {
  const shop = useShopDetails();
  const stats = statsOf(shop.reportWindowHours);
  return (
    <section className={about.statsBand} aria-labelledby="about-stats">
      <div className={layout.container}>
        <h2 id="about-stats" className={layout.visuallyHidden}>
          {shop.name} in numbers
        </h2>
        <dl className={about.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={about.stat}>
              <dt className={about.statLabel}>{stat.label}</dt>
              <dd className={about.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const TESTIMONIALS = [
  {
    quote: 'The Alphonso mangoes were perfectly ripe and arrived the same evening. Weighed exactly right, too.',
    name: 'Priya S.',
    city: 'Pune',
  },
  {
    quote: 'Our weekly subscription means fresh fruit for the kids without a trip to the market. Skipping a week is easy.',
    name: 'Rahul M.',
    city: 'Mumbai',
  },
  {
    quote: 'Great dry fruits and friendly support. A question about my order was answered within a few hours.',
    name: 'Ananya K.',
    city: 'Bangalore',
  },
] as const;

export function TestimonialsSection() {
  return (
    <section className={`${layout.container} ${styles.section}`} aria-labelledby="about-testimonials">
      <h2 id="about-testimonials" className={`${heading.size2xl} ${styles.sectionTitle}`}>
        What Our Customers Say
      </h2>
      <ul className={styles.cards}>
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name} className={styles.card}>
            <figure className={about.testimonial}>
              <blockquote className={about.quote}>
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className={about.author}>
                <span className={about.avatar} aria-hidden>
                  {testimonial.name[0]}
                </span>
                <span>
                  <strong>{testimonial.name}</strong>
                  <span className={styles.muted}> · {testimonial.city}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
