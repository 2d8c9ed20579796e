import { Button } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from './auth-errors';
import type { VerifyRequest } from './auth-dialog-store';
import { LoginMutation, RequestOtpMutation } from './auth-operations';
import { OtpCodeStep } from './otp-code-step';
import { completeSignIn } from './session-actions';

const verifyRule = (value: string) => (/^\d{6}$/.test(value) ? true : 'Please enter a valid 6-digit verification code');

/** Spec §2 'Verify Your Account': a code sent to the identifier signs the customer in. */
export function VerifyAccountForm({
  request,
  onBusy,
  onDone,
  onBack,
}: {
  request: VerifyRequest;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
  onBack: () => void;
}) {
  const client = useApolloClient();
  const [login, loginState] = useMutation(LoginMutation);
  const [requestOtp] = useMutation(RequestOtpMutation);
  const [error, setError] = useState<string | null>(null);

  const verify = async (code: string) => {
    setError(null);
    onBusy(true);
    try {
      const { data } = await login({ variables: { input: { identifier: request.identifier, password: code, useOtp: true } } });
      if (!data) throw new Error('no reply');
      onBusy(false);
      await completeSignIn(client, data.login);
      onDone();
    } catch (e) {
      setError(errorMessage(e, 'Verification failed. Please try again.'));
      onBusy(false);
    }
  };

  return (
    <OtpCodeStep
      sentTo={request.identifier}
      submitLabel="Verify & Continue"
      busyLabel="Verifying..."
      validate={verifyRule}
      requireAllDigits
      onSubmit={verify}
      onResend={async () => {
        const { data } = await requestOtp({
          variables: { input: { identifier: request.identifier, type: 'LOGIN', password: request.password } },
        });
        return data?.requestOtp.resendAfterSeconds ?? 60;
      }}
      resendFailed={(e) => errorMessage(e, 'Failed to resend verification code. Please try again.')}
      busy={loginState.loading}
      error={error}
      back={
        <Button type="button" variant="plain" size="sm" px="0" color="brand.fg" onClick={onBack}>
          {request.back === 'signup' ? 'Back to Sign Up' : 'Back to Login'}
        </Button>
      }
    />
  );
}
