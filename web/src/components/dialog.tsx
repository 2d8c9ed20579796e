import { useRef, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { MODAL_BY_HAND, useModalPage } from './modal-page';

/*
 * The Chakra dialogs' shared parts, for the storefront and the back office. Chakra-based:
 * import them only from chunks loaded on demand (decision 0013). One module on purpose: every
 * user of Chakra's Dialog imports it, so it shares the chunk of Chakra's dialog and adds no
 * chunk to the routes' preload lists in the start-up JavaScript.
 */

type RootOptions = Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'children' | 'placement'>;

/**
 * The frame every Chakra dialog here shares: centred, a margin on narrow screens, a title,
 * a body, a footer (when given) and a close button (when given); closing by Escape or the
 * backdrop (where the root options allow it) calls `onClose`.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  footer,
  closeTrigger,
  contentProps,
  bodyProps,
  children,
  ...rootOptions
}: RootOptions & {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  footer?: ReactNode;
  /** e.g. a `Dialog.CloseTrigger` with its button, after the footer. */
  closeTrigger?: ReactNode;
  /** Overrides for the content box (its margin on narrow screens is `mx="3"`). */
  contentProps?: Dialog.ContentProps;
  bodyProps?: Dialog.BodyProps;
  children: ReactNode;
}) {
  const content = useRef<HTMLDivElement>(null);
  useModalPage(open, content);
  return (
    <Dialog.Root
      // Modal by hand (modal-page.ts): zag's modal mode restyles the whole page. A click on
      // the backdrop closes it, as in zag's modal mode, except an alert dialog's.
      {...MODAL_BY_HAND}
      closeOnInteractOutside={rootOptions.role !== 'alertdialog'}
      {...rootOptions}
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={content} aria-modal mx="3" {...contentProps}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {footer !== undefined && <Dialog.Footer>{footer}</Dialog.Footer>}
            {closeTrigger}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * A question before a destructive action: the account's delete-address and log-out, the
 * back office's deletes, cancelling an order or a subscription. While `busy`, Escape and the
 * backdrop do not close it and Cancel is disabled; the confirm button shows its spinner.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy,
  onConfirm,
  onClose,
  finalFocus,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes when it closes (Chakra's default: the element that opened it). */
  finalFocus?: () => HTMLElement | null;
}) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={onClose}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      {...(finalFocus ? { finalFocusEl: finalFocus } : {})}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button colorPalette="red" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Dialog.Description>{message}</Dialog.Description>
    </DialogFrame>
  );
}

/** Chakra's Stack types omit form attributes; the forms validate with react-hook-form. */
const NO_VALIDATE = { noValidate: true } as Record<string, unknown>;

/**
 * An add/edit form in a dialog (the back office's blogs, coupons and plans; the account's
 * addresses): the form fields in the body, Cancel and the submit button in the footer.
 * While `saving`, Escape does not close it, Cancel is disabled and the submit button says
 * 'Saving...'. A click outside closes it only where `closeOnInteractOutside` says so.
 */
export function FormDialog({
  open,
  title,
  formId,
  saving,
  submitLabel,
  onSubmit,
  onClose,
  closeOnInteractOutside = false,
  bodyProps,
  children,
}: {
  open: boolean;
  title: string;
  /** The form's id, which the footer's submit button points at. */
  formId: string;
  saving: boolean;
  submitLabel: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  closeOnInteractOutside?: boolean;
  bodyProps?: Dialog.BodyProps;
  children: ReactNode;
}) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      closeOnEscape={!saving}
      closeOnInteractOutside={closeOnInteractOutside}
      scrollBehavior="inside"
      size="lg"
      title={title}
      bodyProps={bodyProps}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} loadingText="Saving...">
            {submitLabel}
          </Button>
        </>
      }
    >
      <Stack as="form" id={formId} gap="4" onSubmit={onSubmit} {...NO_VALIDATE}>
        {children}
      </Stack>
    </DialogFrame>
  );
}
