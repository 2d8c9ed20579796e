import { useState, type ReactNode } from 'react';
import { Button, Container, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CalendarClock, HelpCircle, LogOut, MapPin, Package, User } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useShopDetails } from '../../lib/shop-profile';
import { AccountAddressesTab } from './account-addresses-tab';
import { AccountProfileTab } from './account-profile-tab';
import { LogoutMutation } from './auth-operations';
import { ConfirmDialog } from '../../components/dialog';
import { signOut } from './session-actions';
import { userDisplayName, type SessionUser } from './session-store';

/** The tabs in order; `?tab=` names one, so other pages can link to it (/account?tab=subscriptions). */
export const ACCOUNT_TABS = ['profile', 'orders', 'subscriptions', 'addresses', 'support'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

const isAccountTab = (value: string | null): value is AccountTab => ACCOUNT_TABS.includes(value as AccountTab);

/**
 * Spec §2 Account page: profile, 'My Orders', My Subscriptions, addresses, 'Help & Support', and
 * logout. The orders and subscriptions tabs belong to their own features: the page passes them in.
 */
export function AccountView({ user, ordersTab, subscriptionsTab }: { user: SessionUser; ordersTab: ReactNode; subscriptionsTab: ReactNode }) {
  const shop = useShopDetails();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AccountTab = isAccountTab(requested) ? requested : 'profile';
  const selectTab = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'profile') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };
  const [logout] = useMutation(LogoutMutation);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const doLogout = async () => {
    setLeaving(true);
    await signOut(client, (context) => logout({ context }));
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
        <Tabs.Root value={tab} onValueChange={(details) => selectTab(details.value)} variant="line" lazyMount>
          {/* The tabs keep their width and the row scrolls on a phone: shrunk to fit, their
              labels ran into each other ("My Subscriptions" over "Addresses"). */}
          <Tabs.List overflowX="auto">
            <Tabs.Trigger value="profile" flexShrink="0">
              <User aria-hidden />
              Profile
            </Tabs.Trigger>
            <Tabs.Trigger value="orders" flexShrink="0">
              <Package aria-hidden />
              My Orders
            </Tabs.Trigger>
            <Tabs.Trigger value="subscriptions" flexShrink="0">
              <CalendarClock aria-hidden />
              My Subscriptions
            </Tabs.Trigger>
            <Tabs.Trigger value="addresses" flexShrink="0">
              <MapPin aria-hidden />
              Addresses
            </Tabs.Trigger>
            <Tabs.Trigger value="support" flexShrink="0">
              <HelpCircle aria-hidden />
              Help &amp; Support
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="profile" pt="6">
            <AccountProfileTab fallbackUser={user} />
          </Tabs.Content>
          <Tabs.Content value="orders" pt="6">
            {ordersTab}
          </Tabs.Content>
          <Tabs.Content value="subscriptions" pt="6">
            {subscriptionsTab}
          </Tabs.Content>
          <Tabs.Content value="addresses" pt="6">
            <AccountAddressesTab />
          </Tabs.Content>
          <Tabs.Content value="support" pt="6">
            <Stack gap="3">
              <Text>{shop.reportWindow}: we replace or refund what arrived damaged, missing, not fresh or wrong.</Text>
              <Text>
                {shop.supportHours && `Support hours: ${shop.supportHours}. `}We reply within 24 hours.
              </Text>
              {(shop.phone || shop.email) && (
                <Text>
                  {shop.phone && (
                    <>
                      Helpline: <Link href={shop.phoneHref}>{shop.phone}</Link>
                    </>
                  )}
                  {shop.phone && shop.email && ' · '}
                  {shop.email && (
                    <>
                      Email: <Link href={`mailto:${shop.email}`}>{shop.email}</Link>
                    </>
                  )}
                </Text>
              )}
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
