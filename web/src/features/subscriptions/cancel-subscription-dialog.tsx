import { Button, Dialog, Portal } from '@chakra-ui/react';

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
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>Cancel Subscription</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                Are you sure you want to cancel {planName || 'this subscription'}? Auto-renew will be turned off; you can reactivate it
                later.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Keep Subscription
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                Cancel Subscription
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
