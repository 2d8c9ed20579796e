import { ConfirmDialog } from '../../components/dialog';

/**
 * Asks before a line leaves the cart (spec §2): the shop's confirm dialog (Chakra's Dialog).
 * Escape, Cancel or the backdrop keep the line. Loaded on demand (cart-contents.tsx); the
 * drawer's chunk carries it.
 */
export default function RemoveConfirmDialog({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      open
      title="Remove item?"
      message={`Are you sure you want to remove ${name} from your cart?`}
      confirmLabel="Remove"
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
}
