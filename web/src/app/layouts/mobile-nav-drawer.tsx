import { lazy, Suspense, useState } from 'react';
import { Menu as MenuIcon } from 'lucide-react';
import ghost from '../../components/ghost-button.module.css';
import layout from '../../components/layout.module.css';
import { withSystem } from '../../theme/system-on-demand';

const loadPanel = withSystem(() => import('./mobile-nav-drawer-panel'));
const MobileNavDrawerPanel = lazy(loadPanel);

/**
 * The hamburger menu below 768px: the same links as the desktop bar plus account actions.
 * The drawer's code (dialog machine, focus trap, scroll lock, Chakra's system) loads when
 * the shopper reaches for the button, not with the page.
 */
export function MobileNavDrawer() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${ghost.ghost} ${ghost.iconMd} ${layout.hideFromMd}`}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon aria-hidden />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNavDrawerPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
