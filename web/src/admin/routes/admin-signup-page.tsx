import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { usePageHead } from '../../app/page-meta';
import { AdminApollo, useClientOnly } from '../admin-client';
import { isNetworkFailure, serverMessageOf } from '../admin-context';
import { AdminLoadingShell, AuthCard, FormField, FormMessage } from '../admin-form-parts';
import { ADMIN_SIGNUP } from '../admin-operations';
import { isEmail } from '@fruit-shop/common/email';

/** Spec §10: the admin signup redirect. */
export const ADMIN_SIGNUP_REDIRECT_MS = 2000;

export default function AdminSignupPage() {
  usePageHead({ title: 'Admin Sign Up', noindex: true });
  const ready = useClientOnly();
  if (!ready) return <AdminLoadingShell />;
  return (
    <AdminApollo>
      <AdminSignupForm />
    </AdminApollo>
  );
}

interface Values {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirm: string;
}

type Errors = Partial<Record<keyof Values, string>>;

function validate(v: Values): Errors {
  const errors: Errors = {};
  if (!v.name.trim()) errors.name = 'Please enter your full name';
  if (!v.email.trim()) errors.email = 'Please enter your email address';
  else if (!isEmail(v.email)) errors.email = 'Please enter a valid email address';
  if (v.phone.trim() && !/^\d{10}$/.test(v.phone.trim())) errors.phone = 'Please enter a valid 10-digit phone number';
  if (!v.password) errors.password = 'Please enter a password';
  else if (v.password.length < 8) errors.password = 'Password must be at least 8 characters long';
  if (!v.confirm) errors.confirm = 'Please confirm your password';
  else if (v.password && v.confirm !== v.password) errors.confirm = 'Passwords do not match';
  return errors;
}

function AdminSignupForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ name: '', email: '', phone: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [signup, { loading }] = useMutation(ADMIN_SIGNUP);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/admin-login'), ADMIN_SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setMessage(null);
    try {
      const { data } = await signup({
        variables: { input: { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() || null, password: values.password } },
      });
      if (data?.adminSignup.success) setDone(true);
      else setMessage(data?.adminSignup.message || 'Registration failed');
    } catch (error) {
      setMessage(serverMessageOf(error) ?? (isNetworkFailure(error) ? 'Failed to create account. Please try again.' : 'Registration failed'));
    }
  }

  if (done) {
    return (
      <AuthCard title="Admin Sign Up">
        <Stack gap="2" role="status" textAlign="center">
          <Text fontWeight="semibold" color="green.800">
            Account created successfully!
          </Text>
          <Text color="gray.600">Redirecting to login...</Text>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Admin Sign Up" subtitle="Create a back-office account">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <FormMessage message={message} />
          <FormField label="Full Name" error={errors.name} required>
            <Input name="name" autoComplete="name" value={values.name} onChange={set('name')} />
          </FormField>
          <FormField label="Email Address" error={errors.email} required>
            <Input name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />
          </FormField>
          <FormField label="Phone Number (optional)" error={errors.phone}>
            <Input name="phone" type="tel" autoComplete="tel" inputMode="numeric" value={values.phone} onChange={set('phone')} />
          </FormField>
          <FormField label="Password" error={errors.password} required helper="Must be at least 8 characters">
            <Input name="password" type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
          </FormField>
          <FormField label="Confirm Password" error={errors.confirm} required>
            <Input name="confirm" type="password" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} />
          </FormField>
          <Button type="submit" colorPalette="green" bg="green.700" disabled={loading} aria-busy={loading}>
            {loading ? 'Creating account...' : 'Sign Up'}
          </Button>
          <Text fontSize="sm" textAlign="center">
            Already have an account?{' '}
            <Link asChild color="green.800" fontWeight="semibold">
              <RouterLink to="/admin-login">Sign in</RouterLink>
            </Link>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
