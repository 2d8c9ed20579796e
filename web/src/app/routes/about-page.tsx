import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { ContactForm } from '../../features/contact/contact-form';
import { CoreValuesSection, MissionSection, StatsSection, TestimonialsSection } from '../../features/info/about-sections';
import { InfoHero } from '../../features/info/info-hero';
import info from '../../features/info/info.module.css';
import { useShopDetails } from '../../lib/shop-profile';
import { usePageHead } from '../page-meta';
import styles from './about-page.module.css';

export default function AboutPage() {
  const shop = useShopDetails();
  usePageHead({
    title: 'About Us',
    description:
      `${shop.name} brings farm-fresh fruit to your door, accurately weighed and delivered fast. Our mission, our values of sustainability, quality and community, and what our customers say.`,
    canonicalPath: '/about',
  });
  return (
    <>
      <InfoHero title="About Us" lead="Fresh fruit from Indian farms to your table: honestly weighed, fairly priced and delivered fast." />
      {/* Boundaries per section: hydration runs section by section in short tasks. */}
      <Suspense>
        <MissionSection />
      </Suspense>
      <Suspense>
        <CoreValuesSection />
      </Suspense>
      <Suspense>
        <StatsSection />
      </Suspense>
      <Suspense>
        <TestimonialsSection />
      </Suspense>
      <section className={`${layout.container} ${info.section}`} aria-labelledby="about-contact">
        <div className={styles.contact}>
          <div className={styles.contactIntro}>
            <h2 id="about-contact" className={heading.size2xl}>
              Get in Touch
            </h2>
            <p className={info.muted}>
              Have a question or an idea? Send us a message and we'll reply within 24 hours.
              {shop.supportHours && ` Our support team is available ${shop.supportHours}.`} {shop.reportWindow}.
            </p>
            <p>
              <RouterLink className={info.textLink} to="/contact">
                More ways to reach us
              </RouterLink>
            </p>
          </div>
          <Suspense>
            <ContactForm idPrefix="about" />
          </Suspense>
        </div>
      </section>
    </>
  );
}
