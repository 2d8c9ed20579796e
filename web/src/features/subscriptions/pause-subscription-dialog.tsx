import { useId } from 'react';
import { Field, Input, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { addDays, PAUSE_MAX_DAYS, pauseUntilError, todayDay } from '@fruit-shop/common/subscription-schedule';
import { FormDialog } from '../../components/dialog';

type PauseValues = { until: string };

/**
 * Asks how long to pause: to a chosen restart day (after today, within 8 weeks: the server's
 * rule, from common) or, left empty, until the customer resumes (8 weeks at most).
 */
export function PauseSubscriptionDialog({
  open,
  planName,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  planName: string;
  busy: boolean;
  onConfirm: (until: string | null) => Promise<void>;
  onClose: () => void;
}) {
  const formId = useId();
  const errorId = useId();
  // The server counts days in UTC; the picker offers the same days it accepts.
  const today = todayDay();
  const { register, handleSubmit, formState } = useForm<PauseValues>({ values: { until: '' } });
  const error = formState.errors.until?.message;
  return (
    <FormDialog
      open={open}
      title="Pause Subscription"
      formId={formId}
      saving={busy}
      submitLabel="Pause Deliveries"
      onSubmit={handleSubmit(({ until }) => onConfirm(until.trim() ? until.trim() : null))}
      onClose={onClose}
    >
      <Text>
        Deliveries of {planName || 'this subscription'} stop from tomorrow. Your end date moves out by every delivery you miss, so you never pay for one you
        did not get.
      </Text>
      <Field.Root invalid={!!error} ids={{ errorText: errorId }}>
        <Field.Label>Resume deliveries on (optional)</Field.Label>
        <Input
          type="date"
          min={addDays(today, 1)}
          max={addDays(today, PAUSE_MAX_DAYS)}
          aria-describedby={error ? errorId : undefined}
          {...register('until', { validate: (value) => (value.trim() ? (pauseUntilError(value.trim(), todayDay()) ?? true) : true) })}
        />
        {!error && <Field.HelperText>Leave it empty to pause until you resume (8 weeks at most).</Field.HelperText>}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
