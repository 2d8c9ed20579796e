import { Mail, MapPin, Phone } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { NewsletterForm } from '../../components/newsletter-form';
import { useShopDetails } from '../../lib/shop-profile';
import styles from './site-footer.module.css';

const QUICK_LINKS = [
  { label: 'Shop Now', to: '/shop' },
  { label: 'About Us', to: '/about' },
  { label: 'Our Blog', to: '/blog' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'FAQs', to: '/faq' },
] as const;

const LEGAL_LINKS = [
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
] as const;

export function SiteFooter() {
  const shop = useShopDetails();
  const officerContact = [shop.grievanceOfficerEmail, shop.grievanceOfficerPhone].filter(Boolean);
  return (
    <footer className={styles.footer}>
      <div className={`${layout.container} ${styles.inner}`}>
        <div className={styles.grid}>
          <div className={styles.column}>
            <BrandLogo />
            <p className={styles.muted}>Farm-fresh fruit, accurately weighed and delivered fast.</p>
          </div>

          <nav className={styles.column} aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={heading.sm}>
              Quick Links
            </h2>
            <ul className={styles.links}>
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <RouterLink className={`${styles.link} ${styles.quickLink}`} to={link.to}>
                    {link.label}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className={`${styles.column} ${styles.small}`}>
            <h2 className={heading.sm}>Contact Us</h2>
            <address className={styles.address}>
              {shop.address && (
                <div className={`${styles.contact} ${styles.contactTop}`}>
                  <MapPin size={16} aria-hidden />
                  <p>{shop.address}</p>
                </div>
              )}
              {shop.phone && (
                <div className={styles.contact}>
                  <Phone size={16} aria-hidden />
                  <a className={styles.link} href={shop.phoneHref}>
                    {shop.phone}
                  </a>
                </div>
              )}
              {shop.email && (
                <div className={styles.contact}>
                  <Mail size={16} aria-hidden />
                  <a className={styles.link} href={`mailto:${shop.email}`}>
                    {shop.email}
                  </a>
                </div>
              )}
              {shop.grievanceOfficerName && (
                <p data-testid="footer-grievance-officer">
                  Grievance officer: {shop.grievanceOfficerName}
                  {officerContact.length > 0 && ` (${officerContact.join(', ')})`}
                </p>
              )}
            </address>
          </div>

          <div className={styles.column}>
            <h2 className={heading.sm}>Newsletter</h2>
            <p className={styles.muted}>Seasonal picks and offers in your inbox.</p>
            <NewsletterForm idPrefix="footer" />
          </div>
        </div>
        <div className={styles.bottom}>
          <div className={styles.registration}>
            <p>
              © {new Date().getFullYear()} {shop.legalName || shop.name}. All rights reserved.
            </p>
            {(shop.gstin || shop.fssaiLicence) && (
              <p>
                {shop.gstin && <span>GSTIN {shop.gstin}</span>}
                {shop.gstin && shop.fssaiLicence && ' · '}
                {shop.fssaiLicence && <span>FSSAI licence no. {shop.fssaiLicence}</span>}
              </p>
            )}
          </div>
          <ul className={styles.legal} aria-label="Legal">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <RouterLink className={`${styles.link} ${styles.quickLink}`} to={link.to}>
                  {link.label}
                </RouterLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
