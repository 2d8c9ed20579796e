import { Link as RouterLink } from 'react-router-dom';
import { Link, Stack, Text } from '@chakra-ui/react';
import { usePageHead } from '../../app/page-meta';
import { useClientOnly } from '../admin-client';
import { AuthCard } from '../admin-form-parts';

/*
 * The admin login's 'Forgot password?' link (spec §2). The api has no admin password reset
 * yet (docs/decisions/0015, "Not done here"), so this page says how it is done today
 * instead of offering a form that cannot work.
 */
export default function AdminForgotPasswordPage() {
  usePageHead({ title: 'Forgot password', noindex: true });
  useClientOnly();
  return (
    <AuthCard title="Forgot password?">
      <Stack gap="4">
        <Text>
          Back-office passwords cannot be reset from this page yet. Please ask another active admin or contact support to reset
          your admin password.
        </Text>
        <Text fontSize="sm" color="gray.700">
          Shopping with us? Use &ldquo;Forgot password&rdquo; in the sign-in dialog of the shop.
        </Text>
        <Link asChild color="green.800" fontWeight="semibold" alignSelf="center">
          <RouterLink to="/admin-login">Back to sign in</RouterLink>
        </Link>
      </Stack>
    </AuthCard>
  );
}
