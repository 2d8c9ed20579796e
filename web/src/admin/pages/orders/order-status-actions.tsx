import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { CANCEL_REASON_MAX, FULFILMENT_MESSAGES } from '@fruit-shop/common/fulfilment.rules';
import { DialogFrame } from '../../../components/dialog';
import type { OrderStatus } from '../../../gql/graphql';
import { FormField } from '../../admin-form-parts';
import { statusLabel } from '../../admin-ui';
import { useSaveAndToast } from '../list-page-parts';
import { UPDATE_ORDER_STATUS } from './order-operations';

/** 'Mark as Shipped'; 'Cancel order'. */
export const moveLabel = (status: OrderStatus) => (status === 'CANCELLED' ? 'Cancel order' : `Mark as ${statusLabel(status)}`);

/** 'Mark order FS-000042 as shipped?'; 'Cancel order FS-000042?'. */
export const moveQuestion = (orderNumber: string, status: OrderStatus) =>
  status === 'CANCELLED' ? `Cancel order ${orderNumber}?` : `Mark order ${orderNumber} as ${statusLabel(status).toLowerCase()}?`;

interface Order {
  id: string;
  orderNumber: string;
  nextStatuses: readonly OrderStatus[];
}

/** The question before a move; a cancel also asks why (the customer is told the reason). */
function MoveDialog({ open, order, to, onClose, onMoved }: { open: boolean; order: Order; to: OrderStatus; onClose: () => void; onMoved: () => void }) {
  const [update] = useMutation(UPDATE_ORDER_STATUS);
  const saveAndToast = useSaveAndToast();
  const [busy, setBusy] = useState(false);
  const cancelling = to === 'CANCELLED';
  const { register, handleSubmit, formState, reset } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);
  const submit = handleSubmit(async ({ reason }) => {
    setBusy(true);
    await saveAndToast(
      () => update({ variables: { id: order.id, status: to, reason: cancelling ? reason.trim() : null } }),
      { success: 'Order status updated successfully', failure: 'Failed to update order status' },
      () => {
        onClose();
        onMoved();
      },
    );
    setBusy(false);
  });
  const formId = `move-${order.id}`;
  return (
    <DialogFrame
      open={open}
      role="alertdialog"
      onClose={onClose}
      closeOnEscape={!busy}
      closeOnInteractOutside={false}
      title={moveQuestion(order.orderNumber, to)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Go back
          </Button>
          <Button type="submit" form={formId} colorPalette={cancelling ? 'red' : 'green'} bg={cancelling ? 'red.700' : 'green.700'} loading={busy}>
            {moveLabel(to)}
          </Button>
        </>
      }
    >
      <Stack as="form" id={formId} gap="4" onSubmit={(event) => void submit(event)} {...{ noValidate: true }}>
        <Dialog.Description>
          {cancelling
            ? 'Its items go back into stock, a paid order is refunded, and the customer is told why.'
            : `The order moves to ${statusLabel(to)} and the customer is told.`}
        </Dialog.Description>
        {cancelling && (
          <FormField label="Reason (sent to the customer)" required error={formState.errors.reason?.message}>
            <Textarea
              rows={3}
              maxLength={CANCEL_REASON_MAX}
              {...register('reason', {
                validate: (value) =>
                  !value.trim() ? FULFILMENT_MESSAGES.cancelReasonRequired : value.trim().length > CANCEL_REASON_MAX ? FULFILMENT_MESSAGES.cancelReasonTooLong : true,
              })}
            />
          </FormField>
        )}
      </Stack>
    </DialogFrame>
  );
}

/** One button per move the state machine allows from here; nothing moves without its confirmation. */
export function OrderStatusActions({ order, onMoved }: { order: Order; onMoved: () => void }) {
  // The move stays set while the dialog closes, so its words do not change as it fades.
  const [to, setTo] = useState<OrderStatus | null>(null);
  const [open, setOpen] = useState(false);
  if (order.nextStatuses.length === 0) {
    return (
      <Text fontSize="sm" color="gray.600">
        This order's status is final.
      </Text>
    );
  }
  return (
    <>
      <Flex gap="2" wrap="wrap" role="group" aria-label="Change status" data-print="hide">
        {order.nextStatuses.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'CANCELLED' ? 'outline' : 'solid'}
            colorPalette={status === 'CANCELLED' ? 'red' : 'green'}
            bg={status === 'CANCELLED' ? undefined : 'green.700'}
            onClick={() => {
              setTo(status);
              setOpen(true);
            }}
          >
            {moveLabel(status)}
          </Button>
        ))}
      </Flex>
      {to && <MoveDialog key={to} open={open} order={order} to={to} onClose={() => setOpen(false)} onMoved={onMoved} />}
    </>
  );
}
