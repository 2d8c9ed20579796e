import { Button } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { SIGN_IN_PATH } from './nav-items';

/** Signed out: a Sign In link. The accounts issue adds the signed-in avatar menu here. */
export function UserMenu() {
  return (
    <Button asChild size="sm" colorPalette="brand">
      <RouterLink to={SIGN_IN_PATH}>
        <LogIn aria-hidden />
        Sign In
      </RouterLink>
    </Button>
  );
}
