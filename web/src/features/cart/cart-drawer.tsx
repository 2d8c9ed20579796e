import { SideDrawer } from '../../components/side-drawer';
import { CartContents } from './cart-contents';
// In this chunk, so the first Remove in the drawer does not wait for a request.
import './remove-confirm-dialog';

/**
 * The cart as a side drawer (spec §2): the shop's side drawer (Chakra's Drawer), loaded the
 * first time the cart is opened, or earlier while idle (cart-sync.tsx).
 * Escape, the backdrop and the close button close it; focus starts on the close button,
 * stays inside while open and returns to the cart button afterwards.
 */
export default function CartDrawer({ open, onClose, guest = false }: { open: boolean; onClose: () => void; guest?: boolean }) {
  return (
    <SideDrawer
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Your Cart"
      closeLabel="Close cart"
      focusClose
      hideOutside={false}
      bodyProps={{ p: '0', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <CartContents variant="drawer" onLeave={onClose} guest={guest} />
    </SideDrawer>
  );
}
