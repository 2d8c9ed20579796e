import { Navigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { usePageHead } from '../../app/page-meta';
import { AdminApollo, useClientOnly } from '../admin-client';
import { isNetworkFailure } from '../admin-context';
import { AdminLoadingShell, AuthCard } from '../admin-form-parts';
import { ADMIN_ME } from '../admin-operations';
import { AdminShell } from '../admin-shell';

export default function AdminDashboardPage() {
  usePageHead({ title: 'Admin Dashboard', noindex: true });
  const ready = useClientOnly();
  if (!ready) return <AdminLoadingShell />;
  return (
    <AdminApollo>
      <AdminGuard />
    </AdminApollo>
  );
}

/** Spec §2: a spinner while the session loads, the login page without one. */
function AdminGuard() {
  const { data, loading, error, refetch } = useQuery(ADMIN_ME, { fetchPolicy: 'network-only' });
  if (loading && !data) return <AdminLoadingShell />;
  if (error && isNetworkFailure(error)) {
    return (
      <AuthCard title="Network error">
        <Stack gap="4" align="center">
          <Text role="alert">Network error</Text>
          <Button onClick={() => void refetch()}>Try again</Button>
        </Stack>
      </AuthCard>
    );
  }
  const admin = data?.adminMe.loggedIn ? data.adminMe.admin : null;
  if (!admin) return <Navigate to="/admin-login" replace />;
  return <AdminShell admin={admin} />;
}
