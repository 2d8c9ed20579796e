import { NewsletterForm } from '../../components/newsletter-form';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import styles from './subscribe-banner.module.css';

/**
 * The shop's newsletter banner. The spec's "Get 10% off your first order" is not claimed: no
 * first-order coupon backs it (decisions: "Honest storefront"; docs/decisions/0045).
 */
export function SubscribeBanner() {
  return (
    <section className={layout.container} aria-labelledby="shop-subscribe-heading">
      <div className={styles.banner}>
        <div className={styles.copy}>
          <h2 id="shop-subscribe-heading" className={heading.size2xl}>
            Fresh picks in your inbox
          </h2>
          <p>Subscribe for fresh arrivals, seasonal picks and member-only deals.</p>
        </div>
        <div className={styles.form}>
          <NewsletterForm idPrefix="shop-banner" />
        </div>
      </div>
    </section>
  );
}
