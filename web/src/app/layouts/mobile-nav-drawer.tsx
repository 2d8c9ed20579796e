import { lazy, Suspense, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';

const loadPanel = () => import('./mobile-nav-drawer-panel');
const MobileNavDrawerPanel = lazy(loadPanel);

/**
 * The hamburger menu below 768px: the same links as the desktop bar plus account actions.
 * The drawer's code (dialog machine, focus trap, scroll lock) loads when the shopper reaches
 * for the button, not with the page.
 */
export function MobileNavDrawer() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <IconButton
        variant="ghost"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom="md"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavDrawerPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
