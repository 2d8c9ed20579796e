import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Center, Spinner } from '@chakra-ui/react';
import { AccountView } from '../../features/accounts/account-view';
import { useHydrated, useSession } from '../../features/accounts/session-store';
import { OrdersList } from '../../features/orders/orders-list';
import { MySubscriptions } from '../../features/subscriptions/my-subscriptions';
import { usePageHead } from '../page-meta';
import { PageWaiting } from '../../lib/page-waiting';

/**
 * /account. The session lives in the browser, so the server (and hydration) renders a neutral
 * loading state; afterwards a guest goes to /login and a customer sees the account.
 */
export default function AccountPage() {
  usePageHead({ title: 'My Profile', canonicalPath: '/account', noindex: true });
  const hydrated = useHydrated();
  const session = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (hydrated && !session) navigate('/login', { replace: true });
  }, [hydrated, session, navigate]);

  if (!hydrated || !session) {
    return (
      <Center minH="50vh" role="status" aria-label="Loading your account">
        <PageWaiting />
        <Spinner size="lg" color="brand.solid" aria-hidden />
      </Center>
    );
  }
  return <AccountView user={session.user} ordersTab={<OrdersList />} subscriptionsTab={<MySubscriptions />} />;
}
