import { Button, Dialog, Portal } from '@chakra-ui/react';

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
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      finalFocusEl={finalFocus}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>Cancel Order</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                Are you sure you want to cancel order {orderNumber}? This cannot be undone.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Keep Order
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                Cancel Order
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
