import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Input, Link, Stack, Text } from '@chakra-ui/react';
import { usePageHead } from '../../app/page-meta';
import { AdminApollo, useClientOnly } from '../admin-client';
import { isNetworkFailure, serverMessageOf } from '../admin-context';
import { AdminLoadingShell, AuthCard, FormField, FormMessage } from '../admin-form-parts';
import { ADMIN_FORGOT_PASSWORD, ADMIN_RESET_PASSWORD } from '../admin-operations';

// The spec's post-reset pause before the login page (§8 timings).
const RESET_REDIRECT_MS = 1500;
const RESEND_SECONDS = 60;

/* The admin login's 'Forgot password?' (spec §2): a one-time code by email or SMS, then a new password. */
export default function AdminForgotPasswordPage() {
  usePageHead({ title: 'Forgot password', noindex: true });
  const ready = useClientOnly();
  if (!ready) return <AdminLoadingShell />;
  return (
    <AdminApollo>
      <AdminForgotPasswordForm />
    </AdminApollo>
  );
}

interface ResetValues {
  code: string;
  password: string;
  confirm: string;
}
type ResetErrors = Partial<Record<keyof ResetValues, string>>;

function validateReset(v: ResetValues): ResetErrors {
  const errors: ResetErrors = {};
  if (!/^\d{6}$/.test(v.code)) errors.code = 'Please enter a valid 6-digit OTP';
  if (!v.password) errors.password = 'Please enter a new password';
  else if (v.password.length < 8) errors.password = 'Password must be at least 8 characters long';
  if (!v.confirm) errors.confirm = 'Please confirm your password';
  else if (v.password && v.confirm !== v.password) errors.confirm = 'Passwords do not match';
  return errors;
}

function AdminForgotPasswordForm() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'request' | 'reset' | 'done'>('request');
  const [identifier, setIdentifier] = useState('');
  const [identifierError, setIdentifierError] = useState<string>();
  const [values, setValues] = useState<ResetValues>({ code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<ResetErrors>({});
  const [shown, setShown] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [wait, setWait] = useState(0);
  const [requestCode, { loading: sending }] = useMutation(ADMIN_FORGOT_PASSWORD);
  const [resetPassword, { loading: resetting }] = useMutation(ADMIN_RESET_PASSWORD);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => void navigate('/admin-login'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    if (!identifier.trim()) {
      setIdentifierError('Please enter your email or phone number');
      return;
    }
    setIdentifierError(undefined);
    setMessage(null);
    try {
      const { data } = await requestCode({ variables: { input: { identifier: identifier.trim() } } });
      const reply = data?.adminForgotPassword;
      if (!reply?.success) {
        setMessage({ text: reply?.message || 'Failed to send OTP', tone: 'error' });
        return;
      }
      setMessage({ text: reply.message, tone: 'success' });
      setWait(reply.resendAfterSeconds ?? RESEND_SECONDS);
      setStep('reset');
    } catch (error) {
      setMessage({ text: serverMessageOf(error) ?? (isNetworkFailure(error) ? 'Failed to send OTP. Please try again.' : 'Failed to send OTP'), tone: 'error' });
    }
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    const found = validateReset(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setMessage(null);
    try {
      const { data } = await resetPassword({ variables: { input: { identifier: identifier.trim(), otpCode: values.code, newPassword: values.password } } });
      if (data?.adminResetPassword.success) setStep('done');
      else setMessage({ text: data?.adminResetPassword.message || 'Password reset failed', tone: 'error' });
    } catch (error) {
      setMessage({
        text: serverMessageOf(error) ?? (isNetworkFailure(error) ? 'Failed to reset password. Please try again.' : 'Password reset failed. Please try again.'),
        tone: 'error',
      });
    }
  }

  const backToSignIn = (
    <Link asChild color="green.800" fontWeight="semibold" alignSelf="center">
      <RouterLink to="/admin-login">Back to sign in</RouterLink>
    </Link>
  );

  if (step === 'done') {
    return (
      <AuthCard title="Reset Password">
        <Text role="status" fontWeight="semibold" color="green.800" textAlign="center">
          Password reset successfully! Redirecting to login...
        </Text>
      </AuthCard>
    );
  }

  if (step === 'request') {
    return (
      <AuthCard title="Forgot password?" subtitle="We will send a one-time code to your admin email or phone">
        <form onSubmit={(event) => void sendCode(event)} noValidate>
          <Stack gap="4">
            <FormMessage message={message?.text ?? null} tone={message?.tone} />
            <FormField label="Email or Phone" error={identifierError} required>
              <Input name="identifier" autoComplete="username" value={identifier} onChange={(e) => setIdentifier(e.target.value)} />
            </FormField>
            <Button type="submit" colorPalette="green" bg="green.700" disabled={sending} aria-busy={sending}>
              {sending ? 'Sending...' : 'Send Code'}
            </Button>
            {backToSignIn}
          </Stack>
        </form>
      </AuthCard>
    );
  }

  const set = (key: keyof ResetValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: key === 'code' ? event.target.value.replace(/\D/g, '').slice(0, 6) : event.target.value }));
  const passwordType = shown ? 'text' : 'password';

  return (
    <AuthCard title="Reset Password" subtitle={`Enter the 6-digit code sent to ${identifier.trim()} and choose a new password`}>
      <form onSubmit={(event) => void reset(event)} noValidate>
        <Stack gap="4">
          <FormMessage message={message?.text ?? null} tone={message?.tone} />
          <FormField label="Verification Code" error={errors.code} required>
            <Input name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={values.code} onChange={set('code')} />
          </FormField>
          <FormField label="New Password" error={errors.password} required helper="Must be at least 8 characters">
            <Input name="new_password" type={passwordType} autoComplete="new-password" value={values.password} onChange={set('password')} />
          </FormField>
          <FormField label="Confirm New Password" error={errors.confirm} required>
            <Input name="confirm_password" type={passwordType} autoComplete="new-password" value={values.confirm} onChange={set('confirm')} />
          </FormField>
          <Group justifyContent="space-between" flexWrap="wrap">
            <Button type="button" variant="ghost" size="sm" color="green.800" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
              {shown ? 'Hide passwords' : 'Show passwords'}
            </Button>
            <Button type="button" variant="ghost" size="sm" color="green.800" disabled={wait > 0 || sending} onClick={() => void sendCode()}>
              {wait > 0 ? `Resend code in ${wait}s` : 'Resend code'}
            </Button>
          </Group>
          <Button type="submit" colorPalette="green" bg="green.700" disabled={resetting} aria-busy={resetting}>
            {resetting ? 'Resetting...' : 'Reset Password'}
          </Button>
          {backToSignIn}
        </Stack>
      </form>
    </AuthCard>
  );
}
