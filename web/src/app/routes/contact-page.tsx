import { Suspense } from 'react';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { ContactDetails, ContactMap } from '../../features/contact/contact-details';
import { ContactForm } from '../../features/contact/contact-form';
import { InfoHero } from '../../features/info/info-hero';
import styles from './contact-page.module.css';
import { useShopDetails } from '../../lib/shop-profile';
import { usePageHead } from '../page-meta';

export default function ContactPage() {
  const shop = useShopDetails();
  usePageHead({
    title: 'Contact Us',
    description: `Questions about an order, a product or a subscription? Send ${shop.name} a message${shop.supportHours ? `: support ${shop.supportHours},` : ','} replies within 24 hours.`,
    canonicalPath: '/contact',
  });
  return (
    <>
      <InfoHero title="Contact Us" lead="Questions, feedback or an order that needs attention? We're here to help." />
      <div className={`${layout.container} ${styles.body}`}>
        <div className={styles.grid}>
          <ContactDetails />
          <section className={styles.formCard} aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading" className={heading.xl}>
              Send Us a Message
            </h2>
            <Suspense>
              <ContactForm />
            </Suspense>
          </section>
        </div>
        <Suspense>
          <ContactMap />
        </Suspense>
      </div>
    </>
  );
}
