import { useState } from 'react';
import { Button, Container, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { HelpCircle, LogOut, MapPin, Package, User } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SHOP_INFO } from '../../lib/shop-info';
import { AccountAddressesTab } from './account-addresses-tab';
import { AccountProfileTab } from './account-profile-tab';
import { LogoutMutation } from './auth-operations';
import { ConfirmDialog } from './confirm-dialog';
import { signOut } from './session-actions';
import { userDisplayName, type SessionUser } from './session-store';

/** Spec §2 Account page: profile, 'My Orders', addresses, 'Help & Support', and logout. */
export function AccountView({ user }: { user: SessionUser }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutMutation);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const doLogout = async () => {
    setLeaving(true);
    await signOut(client, () => logout());
    setLeaving(false);
    setConfirmLogout(false);
    navigate('/', { replace: true });
  };

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              My Profile
            </Heading>
            <Text color="fg.muted">Welcome back, {userDisplayName(user)}!</Text>
          </Stack>
          <Button variant="outline" colorPalette="red" onClick={() => setConfirmLogout(true)}>
            <LogOut aria-hidden />
            Logout
          </Button>
        </HStack>
        <Tabs.Root defaultValue="profile" variant="line" lazyMount>
          <Tabs.List overflowX="auto">
            <Tabs.Trigger value="profile">
              <User aria-hidden />
              Profile
            </Tabs.Trigger>
            <Tabs.Trigger value="orders">
              <Package aria-hidden />
              My Orders
            </Tabs.Trigger>
            <Tabs.Trigger value="addresses">
              <MapPin aria-hidden />
              Addresses
            </Tabs.Trigger>
            <Tabs.Trigger value="support">
              <HelpCircle aria-hidden />
              Help &amp; Support
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="profile" pt="6">
            <AccountProfileTab fallbackUser={user} />
          </Tabs.Content>
          <Tabs.Content value="orders" pt="6">
            <Stack align="center" py="10" gap="3">
              <Package aria-hidden />
              <Text fontWeight="medium">No orders yet</Text>
              <Button asChild>
                <RouterLink to="/shop">Start Shopping</RouterLink>
              </Button>
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="addresses" pt="6">
            <AccountAddressesTab />
          </Tabs.Content>
          <Tabs.Content value="support" pt="6">
            <Stack gap="3">
              <Text>Returns are accepted within 30 days of delivery.</Text>
              <Text>
                Support hours: {SHOP_INFO.supportHours}. We reply within 24 hours.
              </Text>
              <Text>
                Helpline: <Link href={SHOP_INFO.helplineHref}>{SHOP_INFO.helpline}</Link> · Email:{' '}
                <Link href={`mailto:${SHOP_INFO.email}`}>{SHOP_INFO.email}</Link>
              </Text>
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
      <ConfirmDialog
        open={confirmLogout}
        title="Logout"
        message="Are you sure you want to log out?"
        confirmLabel="Logout"
        busy={leaving}
        onConfirm={() => void doLogout()}
        onClose={() => setConfirmLogout(false)}
      />
    </Container>
  );
}
