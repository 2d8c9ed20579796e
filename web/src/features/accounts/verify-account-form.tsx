import { Button } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from './auth-errors';
import type { VerifyRequest } from './auth-dialog-store';
import { toaster } from '../../components/app-toaster';
import { OTP_RESEND_SECONDS } from '@fruit-shop/common/account.rules';
import { UpdateProfileMutation, VerifyPhoneChangeMutation } from './account-operations';
import { LoginMutation, RequestOtpMutation } from './auth-operations';
import { OtpCodeStep } from './otp-code-step';
import { completeSignIn } from './session-actions';
import { extendSession } from './session-store';

const verifyRule = (value: string) => (/^\d{6}$/.test(value) ? true : 'Please enter a valid 6-digit verification code');

type Props = {
  request: VerifyRequest;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
  onBack: () => void;
};

/**
 * Spec §2 'Verify Your Account': a code sent to the identifier signs the customer in, or (a
 * changed email or phone on the profile, issue 29) confirms the new one before the account keeps it.
 */
export function VerifyAccountForm(props: Props) {
  return props.request.purpose === 'contact-change' ? <VerifyContactChange {...props} request={props.request} /> : <VerifyLogin {...props} request={props.request} />;
}

function VerifyContactChange({ request, onBusy, onDone, onBack }: Omit<Props, 'request'> & { request: Extract<VerifyRequest, { purpose: 'contact-change' }> }) {
  const [verify, verifyState] = useMutation(VerifyPhoneChangeMutation);
  const [updateProfile] = useMutation(UpdateProfileMutation);
  const [error, setError] = useState<string | null>(null);
  const what = request.field === 'email' ? 'email' : 'phone number';
  return (
    <OtpCodeStep
      sentTo={request.identifier}
      submitLabel="Verify & Continue"
      busyLabel="Verifying..."
      validate={verifyRule}
      requireAllDigits
      onSubmit={async (code) => {
        setError(null);
        onBusy(true);
        try {
          const { data } = await verify({ variables: { otpCode: code } });
          if (!data) throw new Error('no reply');
          extendSession(data.verifyPhoneChange);
          onBusy(false);
          toaster.create({ type: 'success', title: request.field === 'email' ? 'Email updated successfully' : 'Phone number updated successfully' });
          onDone();
        } catch (e) {
          setError(errorMessage(e, 'Verification failed. Please try again.'));
          onBusy(false);
        }
      }}
      onResend={async () => {
        await updateProfile({ variables: { input: { [request.field]: request.identifier } } });
        return OTP_RESEND_SECONDS;
      }}
      resendFailed={(e) => errorMessage(e, 'Failed to resend verification code. Please try again.')}
      busy={verifyState.loading}
      error={error}
      back={
        <Button type="button" variant="plain" size="sm" px="0" color="brand.fg" onClick={onBack}>
          {`Keep my current ${what}`}
        </Button>
      }
    />
  );
}

function VerifyLogin({
  request,
  onBusy,
  onDone,
  onBack,
}: Omit<Props, 'request'> & { request: Exclude<VerifyRequest, { purpose: 'contact-change' }> }) {
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
