import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { slotLabel } from '@fruit-shop/common/delivery.rules';
import { PROBLEM_MESSAGES, PROBLEM_REASON_LABELS, RESOLUTION_NOTE_MAX, type ProblemReasonName } from '@fruit-shop/common/problem-report.rules';
import { graphql } from '../../gql';
import type { ProblemResolution, RefundMethod } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { FormField } from '../admin-form-parts';
import { FormDialog, useSaveAndToast } from './list-page-parts';
import type { QueueReport } from './problem-reports-page';

const ResolveProblemReport = graphql(`
  mutation ResolveProblemReport($input: ResolveProblemReportInput!) {
    resolveProblemReport(input: $input) {
      id
      status
      refundAmount
      replacementOrderNumber
    }
  }
`);

const ReplacementSlots = graphql(`
  query ProblemReportReplacementSlots($pincode: String!) {
    deliverySlots(pincode: $pincode) {
      serviceable
      slots {
        id
        date
        start
        end
        available
        status
      }
    }
  }
`);

interface Values {
  resolution: 'REFUND' | 'REPLACE' | 'REFUSE';
  note: string;
  method: RefundMethod;
  reference: string;
  slotId: string;
}

const METHODS: [RefundMethod, string][] = [
  ['UPI', 'UPI'],
  ['BANK_TRANSFER', 'Bank transfer'],
  ['CASH', 'Cash'],
  ['OTHER', 'Other'],
];
const NEEDS_REFERENCE = new Set<string>(['UPI', 'BANK_TRANSFER']);

/**
 * Resolve a problem report (issue 39 part 3): a refund of the reported lines (the server caps it
 * at what is left to refund; cash on delivery records how it was paid back), a free replacement
 * (the soonest open slot, or one chosen here), or a refusal with a note the customer reads. The
 * server resolves a report once: a second admin's attempt is refused with its message.
 */
export function ResolveProblemDialog({ report, onClose, onResolved }: { report: QueueReport; onClose: () => void; onResolved: () => void }) {
  const cash = report.paymentMethod === 'CASH';
  const paid = report.linesValue > 0;
  const [saving, setSaving] = useState(false);
  const [resolve] = useMutation(ResolveProblemReport);
  const saveAndToast = useSaveAndToast();
  const { register, handleSubmit, control, formState } = useForm<Values>({
    defaultValues: { resolution: paid ? 'REFUND' : 'REPLACE', note: '', method: 'UPI', reference: '', slotId: '' },
  });
  const resolution = useWatch({ control, name: 'resolution' });
  const method = useWatch({ control, name: 'method' });
  const slots = useQuery(ReplacementSlots, { variables: { pincode: report.shippingPostcode }, skip: resolution !== 'REPLACE' || !report.shippingPostcode });
  const open = (slots.data?.deliverySlots.slots ?? []).filter((s) => s.status === 'OPEN' && s.available > 0);
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setSaving(true);
    await saveAndToast(
      () =>
        resolve({
          variables: {
            input: {
              reportId: report.id,
              resolution: values.resolution as ProblemResolution,
              note: values.note.trim() || null,
              refundMethod: values.resolution === 'REFUND' && cash ? values.method : null,
              refundReference: values.resolution === 'REFUND' && cash && values.reference.trim() ? values.reference.trim() : null,
              deliverySlotId: values.resolution === 'REPLACE' && values.slotId ? values.slotId : null,
            },
          },
        }),
      {
        success: (result) => {
          const done = result.data?.resolveProblemReport;
          if (done?.status === 'REFUNDED') return `Refund of ${formatMoney(done.refundAmount ?? 0)} ${cash ? 'recorded' : 'made'}`;
          if (done?.status === 'REPLACED') return `Replacement order ${done.replacementOrderNumber ?? ''} created`;
          return 'Report refused; the customer has been told';
        },
        failure: 'Failed to resolve the report',
      },
      onResolved,
    );
    setSaving(false);
  });

  return (
    <FormDialog open title={`Resolve the report on ${report.orderNumber}`} formId="resolve-problem-form" saving={saving} submitLabel="Resolve" onSubmit={submit} onClose={onClose}>
      <Text fontSize="sm">
        {report.customerName} reported {report.lines.map((l) => `${l.quantity} × ${l.productName}`).join(', ')} as{' '}
        {(PROBLEM_REASON_LABELS[report.reason.toLowerCase() as ProblemReasonName] ?? report.reason).toLowerCase()}, worth {formatMoney(report.linesValue)}.
      </Text>
      <Box as="fieldset" border="0" p="0" m="0">
        <Text as="legend" fontWeight="medium" mb="2">
          Outcome
        </Text>
        <Stack gap="2">
          <label>
            <input type="radio" value="REFUND" disabled={!paid} {...register('resolution')} /> Refund {formatMoney(report.linesValue)}
            {cash ? ' (cash on delivery: pay it back, then record it)' : ' to the card'}
            {!paid ? ' (nothing was paid for these items)' : ''}
          </label>
          <label>
            <input type="radio" value="REPLACE" {...register('resolution')} /> Send a free replacement
          </label>
          <label>
            <input type="radio" value="REFUSE" {...register('resolution')} /> Refuse
          </label>
        </Stack>
      </Box>
      {resolution === 'REFUND' && cash && (
        <>
          <FormField label="Paid back by" required>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('method')}>
                {METHODS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Reference" required={NEEDS_REFERENCE.has(method)} error={errors.reference?.message}>
            <Input maxLength={100} {...register('reference', { validate: (v) => resolution !== 'REFUND' || !NEEDS_REFERENCE.has(method) || !!v.trim() || 'Give the UPI or bank transfer reference' })} />
          </FormField>
        </>
      )}
      {resolution === 'REPLACE' && (
        <FormField label="Delivery slot" helper={slots.data && !open.length ? `No slot is open for ${report.shippingPostcode} right now` : undefined}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('slotId')}>
              <option value="">Soonest open slot</option>
              {open.map((slot) => (
                <option key={slot.id} value={slot.id}>
                  {slotLabel(slot)} ({slot.available} left)
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
      <FormField label={resolution === 'REFUSE' ? 'Note to the customer' : 'Note to the customer (optional)'} required={resolution === 'REFUSE'} error={errors.note?.message}>
        <Textarea
          rows={3}
          maxLength={RESOLUTION_NOTE_MAX}
          {...register('note', { validate: (v) => resolution !== 'REFUSE' || !!v.trim() || PROBLEM_MESSAGES.refusalNeedsNote })}
        />
      </FormField>
    </FormDialog>
  );
}
