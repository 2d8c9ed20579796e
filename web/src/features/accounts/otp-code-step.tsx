import { useId, useState, type ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { FormError, NO_VALIDATE } from './form-parts';
import { OtpInput, otpCode } from './otp-input';
import { useResendCountdown } from './use-resend-countdown';

/**
 * The code step shared by login, signup and the verify dialog (spec §4 Verify dialog): the
 * digits start empty, a 60 s countdown holds the resend link, and submit stays disabled
 * until six digits are in.
 */
export function OtpCodeStep({
  sentTo,
  submitLabel,
  busyLabel,
  validate,
  onSubmit,
  onResend,
  resendFailed,
  back,
  busy,
  error,
  resendAfterSeconds,
  requireAllDigits = false,
}: {
  sentTo: string;
  submitLabel: string;
  busyLabel: string;
  validate: (code: string) => string | true;
  onSubmit: (code: string) => Promise<void> | void;
  /** Sends a new code; returns the seconds to wait before the next, or throws. */
  onResend: () => Promise<number>;
  resendFailed: (error: unknown) => string;
  back: ReactNode;
  busy: boolean;
  error: string | null;
  resendAfterSeconds?: number;
  /** Spec §4 Verify dialog: submit stays disabled until all six digits are in. */
  requireAllDigits?: boolean;
}) {
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  const [resendNote, setResendNote] = useState<string | null>(null);
  const countdown = useResendCountdown(resendAfterSeconds);
  const hintId = useId();
  const code = otpCode(value);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(value);
    if (result !== true) {
      setFieldError(result);
      return;
    }
    setFieldError(null);
    await onSubmit(code);
  };

  const resend = async () => {
    setResendError(null);
    setResendNote(null);
    try {
      const wait = await onResend();
      setValue('');
      countdown.restart(wait);
      setResendNote('A new code is on its way.');
    } catch (e) {
      setResendError(resendFailed(e));
    }
  };

  return (
    <Stack as="form" gap="4" onSubmit={submit} {...NO_VALIDATE}>
      <Text id={hintId} color="fg.muted" fontSize="sm">
        Enter the 6-digit code sent to <strong>{sentTo}</strong>.
      </Text>
      <Stack gap="1">
        <OtpInput
          value={value}
          onChange={setValue}
          invalid={!!fieldError}
          disabled={busy}
          autoFocus
          describedBy={fieldError ? `${hintId} ${hintId}-error` : hintId}
        />
        {fieldError && (
          <Text id={`${hintId}-error`} color="fg.error" fontSize="sm">
            {fieldError}
          </Text>
        )}
      </Stack>
      <FormError message={error ?? resendError} />
      <Button type="submit" disabled={busy || (requireAllDigits && !code)} loading={busy} loadingText={busyLabel} w="full">
        {submitLabel}
      </Button>
      <Stack direction="row" justify="space-between" align="center" fontSize="sm" wrap="wrap">
        {back}
        <Button type="button" variant="plain" size="sm" px="0" color="brand.fg" disabled={!countdown.canResend || busy} onClick={() => void resend()}>
          {countdown.canResend ? 'Resend OTP' : `Resend OTP in ${countdown.seconds}s`}
        </Button>
      </Stack>
      <Text role="status" fontSize="sm" color="fg.muted">
        {resendNote}
      </Text>
    </Stack>
  );
}
