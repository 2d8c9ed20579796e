import { useEffect, useId, useState } from 'react';
import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { forgotPasswordRules } from '@fruit-shop/common/account.rules';
import { errorMessage } from './auth-errors';
import { RequestOtpMutation, ResetPasswordMutation } from './auth-operations';
import { FormError, FormField, NO_VALIDATE, PasswordInput } from './form-parts';
import { OtpInput } from './otp-input';
import { useIdentifierField } from './use-phone-codes';
import { useResendCountdown } from './use-resend-countdown';

/** Spec §4: 'Password reset successfully! Redirecting to login...', then login after 1.5 s. */
export const RESET_REDIRECT_MS = 1500;

interface RequestValues {
  identifier: string;
  currentPassword: string;
}
interface ResetValues {
  otp: string;
  newPassword: string;
  confirmPassword: string;
}

function ResetStep({
  request,
  wait,
  onBusy,
  onLogin,
}: {
  request: RequestValues;
  wait: number;
  onBusy: (busy: boolean) => void;
  onLogin: () => void;
}) {
  const [requestOtp] = useMutation(RequestOtpMutation);
  const [resetPassword, resetState] = useMutation(ResetPasswordMutation);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const countdown = useResendCountdown(wait);
  const { register, handleSubmit, formState, control, setValue } = useForm<ResetValues>({
    defaultValues: { otp: '', newPassword: '', confirmPassword: '' },
  });
  const errors = formState.errors;
  const otpErrorId = useId();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onLogin, RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, onLogin]);

  const submit = handleSubmit(async (values) => {
    setError(null);
    onBusy(true);
    try {
      const { data } = await resetPassword({
        variables: { input: { identifier: request.identifier.trim(), otpCode: values.otp, newPassword: values.newPassword } },
      });
      if (!data?.resetPassword.success) throw new Error(data?.resetPassword.message);
      setDone(true);
    } catch (e) {
      setError(errorMessage(e, 'Failed to reset password. Please try again.'));
    } finally {
      onBusy(false);
    }
  });

  const resend = async () => {
    setError(null);
    try {
      const { data } = await requestOtp({
        variables: { input: { identifier: request.identifier.trim(), type: 'PASSWORD_RESET', password: request.currentPassword } },
      });
      setValue('otp', '');
      countdown.restart(data?.requestOtp.resendAfterSeconds);
    } catch (e) {
      setError(errorMessage(e, 'Failed to resend OTP. Please try again.'));
    }
  };

  if (done) {
    return (
      <Text role="status" color="brand.fg" fontWeight="medium" textAlign="center" py="6">
        Password reset successfully! Redirecting to login...
      </Text>
    );
  }

  return (
    <Stack as="form" gap="4" onSubmit={submit} {...NO_VALIDATE}>
      <Text color="fg.muted" fontSize="sm">
        Enter the 6-digit code sent to <strong>{request.identifier.trim()}</strong> and choose a new password.
      </Text>
      <Stack gap="1">
        <Controller
          control={control}
          name="otp"
          rules={{ validate: forgotPasswordRules.otp }}
          render={({ field }) => (
            <OtpInput
              value={field.value}
              onChange={field.onChange}
              invalid={!!errors.otp}
              disabled={resetState.loading}
              autoFocus
              describedBy={errors.otp ? otpErrorId : undefined}
            />
          )}
        />
        {errors.otp && (
          <Text id={otpErrorId} color="fg.error" fontSize="sm">
            {errors.otp.message}
          </Text>
        )}
      </Stack>
      <FormField label="New Password" error={errors.newPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          toggleLabel="new password"
          {...register('newPassword', { validate: forgotPasswordRules.newPassword })}
        />
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          toggleLabel="confirm new password"
          {...register('confirmPassword', { validate: (value, all) => forgotPasswordRules.confirmPassword(value, all.newPassword) })}
        />
      </FormField>
      <FormError message={error} />
      <Button type="submit" w="full" loading={resetState.loading} loadingText="Resetting...">
        Reset Password
      </Button>
      <Stack direction="row" justify="space-between" fontSize="sm">
        <Button type="button" variant="plain" size="sm" px="0" color="brand.fg" onClick={onLogin}>
          Back to Sign In
        </Button>
        <Button type="button" variant="plain" size="sm" px="0" color="brand.fg" disabled={!countdown.canResend} onClick={() => void resend()}>
          {countdown.canResend ? 'Resend OTP' : `Resend OTP in ${countdown.seconds}s`}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Spec §2 Forgot Password: identifier and current password, then 'Reset Password'. */
export function ForgotPasswordForm({
  onTitle,
  onBusy,
  onLogin,
}: {
  onTitle: (title: string) => void;
  onBusy: (busy: boolean) => void;
  onLogin: () => void;
}) {
  const [requestOtp, requestState] = useMutation(RequestOtpMutation);
  const [step, setStep] = useState<{ request: RequestValues; wait: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RequestValues>({ defaultValues: { identifier: '', currentPassword: '' } });
  const errors = formState.errors;
  const identifierField = useIdentifierField(forgotPasswordRules.identifier);

  const submit = handleSubmit(async (values) => {
    setError(null);
    onBusy(true);
    try {
      const { data } = await requestOtp({
        variables: { input: { identifier: values.identifier.trim(), type: 'PASSWORD_RESET', password: values.currentPassword } },
      });
      setStep({ request: values, wait: data?.requestOtp.resendAfterSeconds ?? 60 });
      onTitle('Reset Password');
    } catch (e) {
      setError(errorMessage(e, 'Failed to send OTP. Please try again.'));
    } finally {
      onBusy(false);
    }
  });

  if (step) return <ResetStep request={step.request} wait={step.wait} onBusy={onBusy} onLogin={onLogin} />;

  return (
    <Stack as="form" gap="4" onSubmit={submit} {...NO_VALIDATE}>
      <FormField label={identifierField.label} helper={identifierField.helper} error={errors.identifier?.message}>
        <Input type={identifierField.type} autoComplete="username" {...register('identifier', { validate: identifierField.validate })} />
      </FormField>
      <FormField label="Current Password" error={errors.currentPassword?.message}>
        <PasswordInput
          autoComplete="current-password"
          toggleLabel="current password"
          {...register('currentPassword', { validate: forgotPasswordRules.currentPassword })}
        />
      </FormField>
      <FormError message={error} />
      <Button type="submit" w="full" loading={requestState.loading} loadingText="Sending OTP...">
        Send OTP
      </Button>
      <Button type="button" variant="plain" size="sm" color="brand.fg" onClick={onLogin}>
        Back to Sign In
      </Button>
    </Stack>
  );
}
