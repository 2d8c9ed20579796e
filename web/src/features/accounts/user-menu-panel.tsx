import { Menu, Portal } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { LogOut, User } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { LogoutMutation } from './auth-operations';
import { signOut } from './session-actions';
import type { SessionUser } from './session-store';
import { UserMenuTrigger } from './user-menu-trigger';

/** The signed-in user menu (Chakra/Zag menu), loaded once a session is known. */
export default function UserMenuPanel({ user }: { user: SessionUser }) {
  const client = useApolloClient();
  const [logout] = useMutation(LogoutMutation);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <UserMenuTrigger user={user} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="profile" asChild>
              <RouterLink to="/account">
                <User aria-hidden />
                My Profile
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="sign-out" onSelect={() => void signOut(client, () => logout())}>
              <LogOut aria-hidden />
              Sign Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
