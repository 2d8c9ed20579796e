import { Button, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { openDialog, preloadDialogs } from '../../features/accounts/auth-dialog-store';
import { useSession } from '../../features/accounts/session-store';
import { useGuestCity } from '../../lib/guest-address';

/** Shows where we deliver; opens the address modal (a global dialog). */
export function LocationButton({ onClick = () => openDialog({ name: 'location' }) }: { onClick?: () => void }) {
  const guestCity = useGuestCity();
  const session = useSession();
  // A customer's primary address; a guest's saved location.
  const city = session ? (session.user.city ?? null) : guestCity;
  const label = city ?? 'Select Location';
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      onPointerEnter={() => void preloadDialogs()}
      aria-haspopup="dialog"
      aria-label={city ? `Delivery location: ${city}. Change location` : 'Select Location'}
      // A fixed width: the saved city (read from local storage after hydration) replaces
      // 'Select Location' without moving anything around it.
      w={{ base: '28', md: '48' }}
      minW="0"
      flexShrink={1}
      justifyContent="flex-start"
      px={{ base: '2', md: '3' }}
    >
      <MapPin aria-hidden />
      <Text as="span" truncate>
        {label}
      </Text>
    </Button>
  );
}
