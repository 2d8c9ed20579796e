import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { DialogFrame } from '../components/dialog';

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <DialogFrame
      open={open}
      onClose={onCancel}
      role="alertdialog"
      contentProps={{ mx: undefined }}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button colorPalette="red" bg="red.700" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Dialog.Description>{message}</Dialog.Description>
    </DialogFrame>
  );
}

/**
 * An add/edit form in a dialog. The backdrop is static (a click outside does not throw the
 * typing away); Escape and the close button still close it.
 */
export function FormDialog({
  open,
  title,
  size = 'md',
  onClose,
  children,
  footer,
  onSubmit,
}: {
  open: boolean;
  title: string;
  size?: 'md' | 'lg' | 'xl';
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
  onSubmit: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} closeOnInteractOutside={false} size={size} scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              style={{ display: 'contents' }}
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>{footer}</Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
