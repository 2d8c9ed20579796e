import { ConfirmDialog } from '../../components/dialog';

/** Asks before cancelling an order (loaded on demand with the Chakra system). */
export default function CancelOrderDialog({
  open,
  orderNumber,
  busy,
  onConfirm,
  onClose,
  finalFocus,
}: {
  open: boolean;
  orderNumber: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  finalFocus: () => HTMLElement | null;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Cancel Order"
      message={<>Are you sure you want to cancel order {orderNumber}? This cannot be undone.</>}
      cancelLabel="Keep Order"
      confirmLabel="Cancel Order"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
      finalFocus={finalFocus}
    />
  );
}
