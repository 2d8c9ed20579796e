import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { usePageHead } from '../../app/page-meta';
import { AdminApollo, useClientOnly } from '../admin-client';
import { isNetworkFailure, serverMessageOf } from '../admin-context';
import { AdminLoadingShell, AuthCard, FormField, FormMessage } from '../admin-form-parts';
import { ADMIN_LOGIN } from '../admin-operations';

export default function AdminLoginPage() {
  usePageHead({ title: 'Admin Sign In', noindex: true });
  const ready = useClientOnly();
  if (!ready) return <AdminLoadingShell />;
  return (
    <AdminApollo>
      <AdminLoginForm />
    </AdminApollo>
  );
}

function AdminLoginForm() {
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ identifier?: string; password?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const [login, { loading }] = useMutation(ADMIN_LOGIN);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      identifier: identifier.trim() ? undefined : 'Please enter your email or phone number',
      password: password ? undefined : 'Please enter your password',
    };
    setErrors(found);
    if (found.identifier || found.password) return;
    setMessage(null);
    try {
      const { data } = await login({ variables: { input: { identifier: identifier.trim(), password } } });
      if (data?.adminLogin.loggedIn) {
        void navigate('/admin-dashboard', { replace: true });
      } else {
        setMessage('Invalid credentials');
      }
    } catch (error) {
      setMessage(serverMessageOf(error) ?? (isNetworkFailure(error) ? 'Failed to connect to server' : 'Invalid credentials'));
    }
  }

  return (
    <AuthCard title="Admin Sign In" subtitle="Sign in to the FruitShop back office">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <FormMessage message={message} />
          <FormField label="Email or Phone" error={errors.identifier} required>
            <Input name="identifier" autoComplete="username" value={identifier} onChange={(e) => setIdentifier(e.target.value)} />
          </FormField>
          <FormField label="Password" error={errors.password} required>
            <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
          <Link asChild alignSelf="flex-end" color="green.800" fontSize="sm">
            <RouterLink to="/forgot-password">Forgot password?</RouterLink>
          </Link>
          <Button type="submit" colorPalette="green" bg="green.700" disabled={loading} aria-busy={loading}>
            {loading ? 'Signing in...' : 'Sign In'}
          </Button>
          <Text fontSize="sm" textAlign="center">
            New here?{' '}
            <Link asChild color="green.800" fontWeight="semibold">
              <RouterLink to="/admin-signup">Sign up</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
