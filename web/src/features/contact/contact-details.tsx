import { BadgeCheck, Clock, ExternalLink, Mail, MapPin, Phone, UserCheck } from 'lucide-react';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { useShopDetails } from '../../lib/shop-profile';
import styles from './contact-details.module.css';

/** Spec §2 Contact: the shop's contact details, hours, licences and grievance officer, from its profile (issue 39). */
export function ContactDetails() {
  const shop = useShopDetails();
  const officer = shop.grievanceOfficerName || shop.grievanceOfficerEmail || shop.grievanceOfficerPhone;
  return (
    <div className={styles.details}>
      <section className={styles.card} aria-labelledby="contact-info-heading">
        <h2 id="contact-info-heading" className={heading.lg}>
          Contact Information
        </h2>
        <address className={styles.list}>
          {shop.address && (
            <p className={styles.row}>
              <span className={styles.icon}>
                <MapPin size={18} aria-hidden />
              </span>
              <span>
                <span className={styles.label}>Address</span>
                {shop.address}
              </span>
            </p>
          )}
          {shop.phone && (
            <p className={styles.row}>
              <span className={styles.icon}>
                <Phone size={18} aria-hidden />
              </span>
              <span>
                <span className={styles.label}>Phone</span>
                <a className={styles.link} href={shop.phoneHref}>
                  {shop.phone}
                </a>
              </span>
            </p>
          )}
          {shop.email && (
            <p className={styles.row}>
              <span className={styles.icon}>
                <Mail size={18} aria-hidden />
              </span>
              <span>
                <span className={styles.label}>Email</span>
                <a className={styles.link} href={`mailto:${shop.email}`}>
                  {shop.email}
                </a>
              </span>
            </p>
          )}
        </address>
      </section>

      {shop.supportHours && (
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
              {shop.supportHours}
            </span>
          </p>
          <p className={styles.note}>We reply to every message within 24 hours. {shop.reportWindow}.</p>
        </section>
      )}

      {(officer || shop.gstin || shop.fssaiLicence) && (
        <section className={styles.card} aria-labelledby="contact-legal-heading">
          <h2 id="contact-legal-heading" className={heading.lg}>
            Grievances and licences
          </h2>
          {officer && (
            <p className={styles.row}>
              <span className={styles.icon}>
                <UserCheck size={18} aria-hidden />
              </span>
              <span>
                <span className={styles.label}>Grievance officer</span>
                {shop.grievanceOfficerName && <span className={styles.block}>{shop.grievanceOfficerName}</span>}
                {shop.grievanceOfficerEmail && (
                  <a className={styles.link} href={`mailto:${shop.grievanceOfficerEmail}`}>
                    {shop.grievanceOfficerEmail}
                  </a>
                )}
                {shop.grievanceOfficerEmail && shop.grievanceOfficerPhone && ' · '}
                {shop.grievanceOfficerPhone && (
                  <a className={styles.link} href={shop.grievanceOfficerPhoneHref}>
                    {shop.grievanceOfficerPhone}
                  </a>
                )}
              </span>
            </p>
          )}
          {(shop.gstin || shop.fssaiLicence) && (
            <p className={styles.row}>
              <span className={styles.icon}>
                <BadgeCheck size={18} aria-hidden />
              </span>
              <span>
                {shop.legalName && <span className={styles.label}>{shop.legalName}</span>}
                {shop.gstin && <span className={styles.block}>GSTIN: {shop.gstin}</span>}
                {shop.fssaiLicence && <span className={styles.block}>FSSAI licence no.: {shop.fssaiLicence}</span>}
              </span>
            </p>
          )}
        </section>
      )}
    </div>
  );
}

/** Where we are: the address and a link that opens it in a map (nothing of a map service loads with the page). */
export function ContactMap() {
  const shop = useShopDetails();
  if (!shop.address) return null;
  return (
    <section className={styles.mapSection} aria-labelledby="contact-map-heading">
      <h2 id="contact-map-heading" className={heading.lg}>
        Find Us
      </h2>
      <p className={styles.mapAddress}>
        <MapPin size={18} aria-hidden />
        <span>{shop.address}</span>
      </p>
      <p>
        <a className={styles.link} href={shop.mapHref} target="_blank" rel="noopener noreferrer">
          Open in maps
          <ExternalLink size={14} aria-hidden />
          <span className={layout.visuallyHidden}> (opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}
