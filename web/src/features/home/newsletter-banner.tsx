import { NewsletterForm } from '../../components/newsletter-form';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import styles from './newsletter-banner.module.css';

export function NewsletterBanner() {
  return (
    <section className={`${layout.container} ${styles.section}`} aria-labelledby="home-newsletter-heading">
      <div className={styles.banner}>
        <h2 id="home-newsletter-heading" className={heading.size2xl}>
          Stay fresh with our newsletter
        </h2>
        <p className={styles.lead}>New arrivals, seasonal picks and exclusive offers — straight to your inbox.</p>
        <div className={styles.form}>
          <NewsletterForm idPrefix="home-banner" />
        </div>
      </div>
    </section>
  );
}
