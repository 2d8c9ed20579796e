import { ConfirmDialog } from '../../components/dialog';

/** Asks before cancelling a subscription; auto-renew stops with it. */
export function CancelSubscriptionDialog({
  open,
  planName,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  planName: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Cancel Subscription"
      message={
        <>
          Are you sure you want to cancel {planName || 'this subscription'}? Auto-renew will be turned off; you can reactivate it later.
        </>
      }
      cancelLabel="Keep Subscription"
      confirmLabel="Cancel Subscription"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
