import { MapPin } from 'lucide-react';
import ghost from '../../components/ghost-button.module.css';
import { openDialog, preloadDialogs } from '../../features/accounts/auth-dialog-store';
import { useSession } from '../../features/accounts/session-store';
import { useGuestCity } from '../../lib/guest-address';
import styles from './header-controls.module.css';

/** Shows where we deliver; opens the address modal (a global dialog). */
export function LocationButton({ onClick = () => openDialog({ name: 'location' }) }: { onClick?: () => void }) {
  const guestCity = useGuestCity();
  const session = useSession();
  // A customer's primary address; a guest's saved location.
  const city = session ? (session.user.city ?? null) : guestCity;
  const label = city ?? 'Select Location';
  return (
    <button
      type="button"
      className={`${ghost.ghost} ${styles.location}`}
      onClick={onClick}
      onPointerEnter={() => void preloadDialogs()}
      aria-haspopup="dialog"
      aria-label={city ? `Delivery location: ${city}. Change location` : 'Select Location'}
    >
      <MapPin aria-hidden />
      <span className={styles.locationLabel}>{label}</span>
    </button>
  );
}
