import { useRef, type ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { MODAL_BY_HAND, useModalPage } from './modal-page';

/*
 * The shop's one side drawer (the cart, the mobile menu): Chakra's Drawer, so the dialog
 * machine, focus trap, Escape, outside click, scroll lock, hiding the page from assistive
 * technology and the slide come from the library. Import it from chunks loaded on demand,
 * so the storefront's start-up JavaScript stays small.
 */

export interface SideDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The close button's accessible name ('Close cart', 'Close menu'). */
  closeLabel: string;
  /** The side it comes from: 'end' (the cart) or 'start' (the menu). */
  placement?: 'start' | 'end';
  /** Chakra's drawer sizes: 'xs' is 20rem wide, 'sm' 28rem. */
  size?: 'xs' | 'sm';
  /** Focus starts on the close button rather than on the first control inside. */
  focusClose?: boolean;
  /** Where focus goes when it closes: back to the opener unless this is false. */
  restoreFocus?: boolean;
  /**
   * Everything outside is hidden from assistive technology (aria-hidden) while it is open.
   * False keeps the page in the accessibility tree, the drawer still `aria-modal`, trapping
   * focus, locking the scroll and closing on a click outside: the cart's drawer as it always
   * was, whose badge in the header keeps counting while it is open.
   */
  hideOutside?: boolean;
  /** Called once the closing animation has finished and the drawer is gone. */
  onExitComplete?: () => void;
  footer?: ReactNode;
  bodyProps?: Drawer.BodyProps;
  footerProps?: Drawer.FooterProps;
  children: ReactNode;
}

export function SideDrawer({
  open,
  onOpenChange,
  title,
  closeLabel,
  placement = 'end',
  size = 'sm',
  focusClose = false,
  hideOutside = true,
  restoreFocus = true,
  onExitComplete,
  footer,
  bodyProps,
  footerProps,
  children,
}: SideDrawerProps) {
  const close = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useModalPage(open, content, hideOutside);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(event) => onOpenChange(event.open)}
      placement={placement}
      size={size}
      restoreFocus={restoreFocus}
      onExitComplete={onExitComplete}
      // Modal by hand (modal-page.ts): zag's modal mode restyles the whole page.
      {...MODAL_BY_HAND}
      closeOnInteractOutside
      {...(focusClose ? { initialFocusEl: () => close.current } : {})}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content ref={content} aria-modal>
            <Drawer.Header borderBottomWidth="1px" px="4" py="4">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="4" py="3" {...bodyProps}>{children}</Drawer.Body>
            {footer !== undefined && <Drawer.Footer px="4" {...footerProps}>{footer}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild>
              <CloseButton ref={close} size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
