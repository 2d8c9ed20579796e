import { Suspense } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { FaqAccordion } from '../../features/info/faq-accordion';
import { faqGroups, faqJsonLd } from '../../features/info/faq-content';
import { InfoHero } from '../../features/info/info-hero';
import info from '../../features/info/info.module.css';
import { shopDetails } from '../../lib/shop-profile';
import { usePageHead } from '../page-meta';
import styles from './faq-page.module.css';

// The fees the delivery answer quotes and the policy, hours and contacts the others quote: the shop profile's.
export const FaqPageQuery = graphql(`
  query FaqPage {
    shopSettings {
      deliveryFee
      freeDeliveryThreshold
      handlingFee
    }
    shopProfile {
      tradeName
      phone
      email
      supportHours
      reportWindowHours
    }
  }
`);

/** Prepared before hydration (router.tsx, PageModule). */
export const firstRenderQueries = [FaqPageQuery];

export default function FaqPage() {
  // Without the settings (still loading, or failed) the answer says the cart shows the fees.
  const { data } = useQuery(FaqPageQuery);
  const shop = shopDetails(data?.shopProfile);
  const groups = faqGroups(data?.shopSettings ?? null, shop);
  usePageHead({
    title: 'Frequently Asked Questions',
    description: `Answers about delivery, returns and refunds, payment and fruit subscriptions at ${shop.name}. ${shop.reportWindow}; replies within 24 hours.`,
    canonicalPath: '/faq',
    jsonLd: faqJsonLd(groups),
  });
  return (
    <>
      <InfoHero
        title="Frequently Asked Questions"
        lead="Delivery, returns, payment and subscriptions: the answers to what our customers ask most."
      />
      <div className={`${layout.container} ${info.section}`}>
        <div className={`${info.narrow} ${styles.groups}`}>
          {groups.map((group) => (
            <Suspense key={group.id}>
              <FaqAccordion group={group} />
            </Suspense>
          ))}
          <section className={styles.help} aria-labelledby="faq-help">
            <h2 id="faq-help" className={heading.xl}>
              Still have questions?
            </h2>
            <p className={info.muted}>
              {shop.supportHours ? `Our support team is available ${shop.supportHours} and replies` : 'Our support team replies'} to every message within 24
              hours.
            </p>
            <p>
              <RouterLink className={info.textLink} to="/contact">
                Contact Us
              </RouterLink>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
