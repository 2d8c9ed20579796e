import { useState } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { LogOut, User } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { LogoutMutation } from './auth-operations';
import { signOut } from './session-actions';
import type { SessionUser } from './session-store';
import { UserMenuRecentOrders } from './user-menu-recent-orders';
import { UserMenuTrigger } from './user-menu-trigger';

/** The signed-in user menu (Chakra/Zag menu), loaded once a session is known. */
export default function UserMenuPanel({ user }: { user: SessionUser }) {
  const client = useApolloClient();
  const [logout] = useMutation(LogoutMutation);
  // The recent orders are asked for when the menu opens, not with every page; each opening
  // mounts them afresh, so the cached list shows at once and is refreshed behind it.
  const [openings, setOpenings] = useState(0);
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onOpenChange={(details) => {
        if (details.open) setOpenings((count) => count + 1);
      }}
    >
      <Menu.Trigger asChild>
        <UserMenuTrigger user={user} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48" maxW="xs">
            <Menu.Item value="profile" asChild>
              <RouterLink to="/account">
                <User aria-hidden />
                My Profile
              </RouterLink>
            </Menu.Item>
            {openings > 0 && <UserMenuRecentOrders key={`${user.id}-${openings}`} />}
            <Menu.Item value="sign-out" onSelect={() => void signOut(client, (context) => logout({ context }))}>
              <LogOut aria-hidden />
              Sign Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
