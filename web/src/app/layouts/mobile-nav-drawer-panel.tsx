import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { UserPlus, LogIn, LogOut, User } from 'lucide-react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { SideDrawer } from '../../components/side-drawer';
import { openLogin, openSignup } from '../../features/accounts/auth-dialog-store';
import { LogoutMutation } from '../../features/accounts/auth-operations';
import { signOut } from '../../features/accounts/session-actions';
import { useSession } from '../../features/accounts/session-store';
import { CREATE_ACCOUNT_PATH, NAV_ITEMS, SIGN_IN_PATH } from './nav-items';

/** The menu in the shop's side drawer (Chakra's Drawer): loaded when first opened. */
export default function MobileNavDrawerPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  const session = useSession();
  const client = useApolloClient();
  const [logout] = useMutation(LogoutMutation);
  // A dialog opened from the drawer opens once the drawer has gone: while it closes, its
  // focus trap would pull focus back and the new dialog would close at once.
  const [then, setThen] = useState<{ open: () => void } | null>(null);
  /** Closes the drawer, then opens a dialog in place of following the link. */
  const openInstead = (open: () => void) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setThen({ open });
    close();
  };
  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      title="Menu"
      closeLabel="Close menu"
      placement="start"
      size="xs"
      restoreFocus={!then}
      onExitComplete={() => {
        then?.open();
        setThen(null);
      }}
      footerProps={{ flexDirection: 'column', alignItems: 'stretch', gap: '2' }}
      footer={
        session ? (
          <>
            <Button asChild>
              <RouterLink to="/account" onClick={close}>
                <User aria-hidden />
                My Profile
              </RouterLink>
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                close();
                void signOut(client, (context) => logout({ context }));
              }}
            >
              <LogOut aria-hidden />
              Sign Out
            </Button>
          </>
        ) : (
          <>
            <Button asChild>
              <RouterLink to={SIGN_IN_PATH} onClick={openInstead(openLogin)}>
                <LogIn aria-hidden />
                Sign In
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={CREATE_ACCOUNT_PATH} onClick={openInstead(openSignup)}>
                <UserPlus aria-hidden />
                Create Account
              </RouterLink>
            </Button>
          </>
        )
      }
    >
      <Stack as="nav" aria-label="Mobile menu" gap="1">
        {NAV_ITEMS.map((item) => (
          <Button key={item.to} asChild variant="ghost" justifyContent="flex-start">
            <NavLink to={item.to} end={item.end} onClick={close} style={({ isActive }) => (isActive ? { fontWeight: 700 } : undefined)}>
              <item.icon aria-hidden />
              {item.label}
            </NavLink>
          </Button>
        ))}
      </Stack>
    </SideDrawer>
  );
}
