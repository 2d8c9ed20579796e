import { useId, useState } from 'react';
import { Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { closeDialogs } from './auth-dialog-store';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { loginRules } from '@fruit-shop/common/account.rules';
import { errorMessage } from './auth-errors';
import { LoginMutation, RequestOtpMutation } from './auth-operations';
import { FormError, FormField, NO_VALIDATE, PasswordInput } from './form-parts';
import { OtpCodeStep } from './otp-code-step';
import { completeSignIn } from './session-actions';
import { useIdentifierField } from './use-phone-codes';

const leave = () => closeDialogs({ leaving: true });

/** What the one button does: both steps, so the password field and "with OTP" agree. */
const LOGIN_STEPS_HINT = 'We check your password, then send a 6-digit code to confirm it is you.';

interface Credentials {
  identifier: string;
  password: string;
}

/** Spec §2 Login: credentials, then the code sent after the password check. */
export function LoginForm({
  onTitle,
  onBusy,
  onDone,
  onSignup,
  onForgot,
}: {
  onTitle: (title: string) => void;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
  onSignup: () => void;
  onForgot: () => void;
}) {
  const client = useApolloClient();
  const [requestOtp, requestState] = useMutation(RequestOtpMutation);
  const [login, loginState] = useMutation(LoginMutation);
  const [step, setStep] = useState<{ credentials: Credentials; wait: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Credentials>({
    defaultValues: { identifier: '', password: '' },
  });
  const busy = requestState.loading || loginState.loading;
  const identifierField = useIdentifierField(loginRules.identifier);
  const stepsId = useId();

  const sendCode = async (credentials: Credentials) => {
    const { data } = await requestOtp({
      variables: { input: { identifier: credentials.identifier.trim(), type: 'LOGIN', password: credentials.password } },
    });
    return data?.requestOtp.resendAfterSeconds ?? 60;
  };

  const submitCredentials = handleSubmit(async (credentials) => {
    setError(null);
    onBusy(true);
    try {
      const wait = await sendCode(credentials);
      setStep({ credentials, wait });
      onTitle('Verify OTP');
    } catch (e) {
      setError(errorMessage(e, 'Failed to send OTP. Please try again.'));
    } finally {
      onBusy(false);
    }
  });

  const verify = async (code: string) => {
    if (!step) return;
    setError(null);
    onBusy(true);
    try {
      const { data } = await login({
        variables: { input: { identifier: step.credentials.identifier.trim(), password: code, useOtp: true } },
      });
      if (!data) throw new Error('no reply');
      onBusy(false);
      await completeSignIn(client, data.login);
      onDone();
    } catch (e) {
      setError(errorMessage(e, 'Login failed. Please try again.'));
      onBusy(false);
    }
  };

  if (step) {
    return (
      <OtpCodeStep
        sentTo={step.credentials.identifier.trim()}
        submitLabel="Verify & Sign In"
        busyLabel="Verifying..."
        validate={loginRules.otp}
        onSubmit={verify}
        onResend={() => sendCode(step.credentials)}
        resendFailed={(e) => errorMessage(e, 'Failed to resend OTP. Please try again.')}
        busy={busy}
        error={error}
        resendAfterSeconds={step.wait}
        back={
          <Button
            type="button"
            variant="plain"
            size="sm"
            px="0"
            color="brand.fg"
            onClick={() => {
              // Back returns to the credentials and forgets the code (spec §4).
              setStep(null);
              setError(null);
              onTitle('Welcome Back!');
            }}
          >
            Back to Sign In
          </Button>
        }
      />
    );
  }

  return (
    <Stack as="form" gap="4" onSubmit={submitCredentials} {...NO_VALIDATE}>
      <FormField label={identifierField.label} helper={identifierField.helper} error={formState.errors.identifier?.message}>
        <Input type={identifierField.type} autoComplete="username" {...register('identifier', { validate: identifierField.validate })} />
      </FormField>
      <FormField label="Password" error={formState.errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...register('password', { validate: loginRules.password })} />
      </FormField>
      <Button type="button" variant="plain" size="sm" px="0" alignSelf="flex-end" color="brand.fg" onClick={onForgot}>
        Forgot password?
      </Button>
      <FormError message={error} />
      {/* Spec §2 and decisions: sign-in is the password and then a one-time code. The button keeps
          the spec's words; this line says what it does (issue 40: it read as "no password needed"). */}
      <Text id={stepsId} fontSize="sm" color="fg.muted">
        {LOGIN_STEPS_HINT}
      </Text>
      <Button type="submit" w="full" loading={busy} loadingText="Sending OTP..." aria-describedby={stepsId}>
        Sign In with OTP
      </Button>
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        New here?
      </Text>
      <Button type="button" variant="outline" w="full" onClick={onSignup}>
        Create New Account
      </Button>
      {/* Spec §2: the terms and privacy links, hidden under 640px. */}
      <Text hideBelow="sm" textAlign="center" fontSize="xs" color="fg.muted">
        By continuing you agree to our{' '}
        <Link asChild color="brand.fg">
          <RouterLink to="/terms" onClick={leave}>
            Terms of Service
          </RouterLink>
        </Link>{' '}
        and{' '}
        <Link asChild color="brand.fg">
          <RouterLink to="/privacy" onClick={leave}>
            Privacy Policy
          </RouterLink>
        </Link>
        .
      </Text>
    </Stack>
  );
}
