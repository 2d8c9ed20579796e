import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { Box, Input, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { formatMoney } from '../../../lib/money';
import type { RefundMethod } from '../../../gql/graphql';
import { FormField } from '../../admin-form-parts';
import { FormDialog, ScrollTable, useSaveAndToast } from '../list-page-parts';
import { REFUND_ORDER } from './order-refund-operations';

export interface RefundableLine {
  id: string;
  productName: string;
  quantity: number;
  priceAtPurchase: number;
}

interface Values {
  quantities: Record<string, string>;
  amount: string;
  reason: string;
  method: string;
  reference: string;
}

const REASON_MAX = 500;
const METHODS: [RefundMethod, string][] = [
  ['UPI', 'UPI'],
  ['BANK_TRANSFER', 'Bank transfer'],
  ['CASH', 'Cash'],
  ['OTHER', 'Other'],
];
const NEEDS_REFERENCE = new Set<string>(['UPI', 'BANK_TRANSFER']);

const newKey = () => `dlg_${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;
const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * Refund part of an order (issue 39): chosen lines at the price paid, or an amount, with a
 * reason; for cash on delivery also how the money went back and its reference. The server
 * checks the same limits under the order's lock; the dialog's key makes a double submit one refund.
 */
export function OrderRefundDialog({
  orderId,
  lines,
  refundable,
  manual,
  open,
  onClose,
  onRefunded,
}: {
  orderId: string;
  lines: readonly RefundableLine[];
  refundable: number;
  manual: boolean;
  open: boolean;
  onClose: () => void;
  onRefunded: () => void;
}) {
  const [key] = useState(newKey);
  const [saving, setSaving] = useState(false);
  const [refund] = useMutation(REFUND_ORDER);
  const saveAndToast = useSaveAndToast();
  const { register, handleSubmit, control, formState } = useForm<Values>({
    defaultValues: { quantities: Object.fromEntries(lines.map((l) => [l.id, '0'])), amount: '', reason: '', method: manual ? 'UPI' : '', reference: '' },
  });
  const quantities = useWatch({ control, name: 'quantities' });
  const amountText = useWatch({ control, name: 'amount' });
  const method = useWatch({ control, name: 'method' });
  const chosen = lines.filter((l) => Number(quantities?.[l.id] ?? 0) > 0).map((l) => ({ itemId: l.id, quantity: Number(quantities[l.id]) }));
  const linesTotal = chosen.reduce((sum, c) => sum + paise(lines.find((l) => l.id === c.itemId)!.priceAtPurchase) * c.quantity, 0) / 100;
  const total = amountText.trim() ? Number(amountText) : linesTotal;
  const tooMuch = paise(total) > paise(refundable);

  const submit = handleSubmit(async (values) => {
    if (!(total > 0) || tooMuch) return;
    setSaving(true);
    await saveAndToast(
      () =>
        refund({
          variables: {
            input: {
              orderId,
              idempotencyKey: key,
              reason: values.reason.trim(),
              lines: chosen.length ? chosen : null,
              amount: values.amount.trim() ? Number(values.amount) : null,
              method: manual ? (values.method as RefundMethod) : null,
              reference: manual && values.reference.trim() ? values.reference.trim() : null,
            },
          },
        }),
      { success: (result) => `Refund of ${formatMoney(result.data?.refundOrder.amount ?? total)} ${manual ? 'recorded' : 'made'}`, failure: 'Failed to refund' },
      () => {
        onRefunded();
        onClose();
      },
    );
    setSaving(false);
  });

  return (
    <FormDialog open={open} title="Refund" formId="order-refund-form" saving={saving} submitLabel={manual ? 'Record refund' : 'Refund'} onSubmit={submit} onClose={onClose}>
      <Text fontSize="sm">
        Up to {formatMoney(refundable)} can still be refunded{manual ? ' (cash on delivery: pay it back yourself, then record it here)' : ' to the card through Razorpay'}.
      </Text>
      <ScrollTable label="Lines to refund" columns={['Product', 'Price paid', 'Refund quantity']} minW="24rem">
        {lines.map((line) => (
          <Table.Row key={line.id}>
            <Table.Cell>{line.productName}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatMoney(line.priceAtPurchase)}</Table.Cell>
            <Table.Cell>
              <Input
                type="number"
                size="sm"
                min={0}
                max={line.quantity}
                w="6rem"
                aria-label={`Refund quantity of ${line.productName} (of ${line.quantity})`}
                {...register(`quantities.${line.id}`, { validate: (v) => (Number(v) >= 0 && Number(v) <= line.quantity) || `At most ${line.quantity}` })}
              />
            </Table.Cell>
          </Table.Row>
        ))}
      </ScrollTable>
      <FormField label="Or an amount (₹)" helper="Leave empty to refund the chosen lines" error={formState.errors.amount?.message}>
        <Input inputMode="decimal" {...register('amount', { validate: (v) => !v.trim() || /^\d+(\.\d{1,2})?$/.test(v.trim()) || 'Give rupees, e.g. 120.50' })} />
      </FormField>
      <FormField label="Reason" required error={formState.errors.reason?.message}>
        <Textarea rows={2} maxLength={REASON_MAX} {...register('reason', { validate: (v) => !!v.trim() || 'Please give a reason for the refund' })} />
      </FormField>
      {manual && (
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
          <FormField label="Reference" required={NEEDS_REFERENCE.has(method)} error={formState.errors.reference?.message}>
            <Input maxLength={100} {...register('reference', { validate: (v) => !NEEDS_REFERENCE.has(method) || !!v.trim() || 'Give the UPI or bank transfer reference' })} />
          </FormField>
        </>
      )}
      <Box role="status" aria-live="polite">
        <Text fontWeight="bold" color={tooMuch ? 'red.700' : undefined}>
          Refund total: {formatMoney(total > 0 ? total : 0)}
          {tooMuch ? ` (more than the ${formatMoney(refundable)} left)` : ''}
        </Text>
      </Box>
      <Stack />
    </FormDialog>
  );
}
