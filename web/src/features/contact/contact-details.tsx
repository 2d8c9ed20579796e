import { Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { SHOP_INFO } from '../../lib/shop-info';
import styles from './contact-details.module.css';

// No map service is reachable from the shop's servers or promised to visitors: a drawn map
// with the address and a link to OpenStreetMap stands in for an embedded map.
const MAP_URL = `https://www.openstreetmap.org/search?query=${encodeURIComponent('Pune, Maharashtra, India')}`;

/** Spec §2 Contact: contact information and working hours (placeholders, spec §9). */
export function ContactDetails() {
  return (
    <div className={styles.details}>
      <section className={styles.card} aria-labelledby="contact-info-heading">
        <h2 id="contact-info-heading" className={heading.lg}>
          Contact Information
        </h2>
        <address className={styles.list}>
          <p className={styles.row}>
            <span className={styles.icon}>
              <MapPin size={18} aria-hidden />
            </span>
            <span>
              <span className={styles.label}>Address</span>
              {SHOP_INFO.address}
            </span>
          </p>
          <p className={styles.row}>
            <span className={styles.icon}>
              <Phone size={18} aria-hidden />
            </span>
            <span>
              <span className={styles.label}>Phone</span>
              <a className={styles.link} href={SHOP_INFO.helplineHref}>
                {SHOP_INFO.helpline}
              </a>
            </span>
          </p>
          <p className={styles.row}>
            <span className={styles.icon}>
              <Mail size={18} aria-hidden />
            </span>
            <span>
              <span className={styles.label}>Email</span>
              <a className={styles.link} href={`mailto:${SHOP_INFO.email}`}>
                {SHOP_INFO.email}
              </a>
            </span>
          </p>
        </address>
      </section>

      <section className={styles.card} aria-labelledby="contact-hours-heading">
        <h2 id="contact-hours-heading" className={heading.lg}>
          Working Hours
        </h2>
        <p className={styles.row}>
          <span className={styles.icon}>
            <Clock size={18} aria-hidden />
          </span>
          <span>
            <span className={styles.label}>Customer support</span>
            {SHOP_INFO.supportHours}
          </span>
        </p>
        <p className={styles.note}>We reply to every message within 24 hours.</p>
      </section>
    </div>
  );
}

/** Where we are: a drawn map (no external map service) with a link to OpenStreetMap. */
export function ContactMap() {
  return (
    <section className={styles.mapSection} aria-labelledby="contact-map-heading">
      <h2 id="contact-map-heading" className={heading.lg}>
        Find Us
      </h2>
      <div className={styles.map} role="img" aria-label={`Map placeholder showing our location: ${SHOP_INFO.address}`}>
        <span className={styles.pin}>
          <MapPin size={32} aria-hidden />
        </span>
      </div>
      <p className={styles.mapCaption}>
        {SHOP_INFO.address}
        {' · '}
        <a className={styles.link} href={MAP_URL} target="_blank" rel="noopener noreferrer">
          View on OpenStreetMap
          <ExternalLink size={14} aria-hidden />
          <span className={layout.visuallyHidden}> (opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}
