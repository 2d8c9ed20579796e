import { Phone, Scale, Truck, Zap } from 'lucide-react';
import { BrandLogo } from '../../components/brand-logo';
import layout from '../../components/layout.module.css';
import { useShopDetails } from '../../lib/shop-profile';
import { CartButton } from './cart-button';
import { LocationButton } from './location-button';
import { DesktopNav } from './desktop-nav';
import { MobileNavDrawer } from './mobile-nav-drawer';
import styles from './site-header.module.css';
import { UserMenu } from './user-menu';

// Only the first claim fits on a phone; the second returns from 640px, the third from 1024px.
const CLAIMS = [
  { icon: Scale, text: 'Accurate weight', className: undefined },
  { icon: Zap, text: 'Fresh & fast', className: layout.hideBelowSm },
  { icon: Truck, text: 'Same-day delivery in select cities', className: layout.hideBelowLg },
] as const;

export function SiteHeader() {
  const shop = useShopDetails();
  return (
    <header className={styles.header}>
      <div className={styles.strip}>
        <div className={`${layout.container} ${styles.stripRow}`}>
          <ul className={styles.claims}>
            {CLAIMS.map(({ icon: Icon, text, className }) => (
              <li key={text} className={className ? `${styles.claim} ${className}` : styles.claim}>
                <Icon size={14} aria-hidden />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          {shop.phone && (
            <a className={styles.helpline} href={shop.phoneHref} aria-label={`Helpline ${shop.phone}`}>
              <Phone size={14} aria-hidden />
              <span className={layout.hideBelowSm}>Helpline:</span>
              {shop.phone}
            </a>
          )}
        </div>
      </div>

      <div className={`${layout.container} ${styles.bar}`}>
        <MobileNavDrawer />
        <BrandLogo />
        <DesktopNav />
        <div className={styles.spacer} />
        <LocationButton />
        <CartButton />
        <div className={layout.hideBelowMd}>
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
