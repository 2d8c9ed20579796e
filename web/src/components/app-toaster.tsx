import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/**
 * One toaster for the whole app; features call `toaster.create(...)`.
 *
 * The toast machinery (Chakra's Toaster on Zag's toast machine) is not needed to render any
 * page, so it is not in the start-up JavaScript: the shopper's first interaction loads its code,
 * and the first toast mounts it (with Chakra's system, theme/system-on-demand.tsx: building the
 * system at the first tap anywhere was a long task inside the shopper's next interaction).
 * `create` calls made before it is there wait for it.
 */
export interface ToastOptions {
  type?: 'info' | 'success' | 'warning' | 'error' | 'loading';
  title: string;
  description?: string;
  duration?: number;
  closable?: boolean;
}

type ToasterModule = typeof import('./app-toaster-view');
let loading: Promise<ToasterModule> | null = null;
/** Whether a toast has been asked for (the view mounts from then on). */
let wanted = false;
const listeners = new Set<() => void>();

function loadToaster(): Promise<ToasterModule> {
  loading ??= import('./app-toaster-view');
  return loading;
}

export const toaster = {
  create(options: ToastOptions): void {
    if (!wanted) {
      wanted = true;
      listeners.forEach((notify) => notify());
    }
    void loadToaster().then(({ chakraToaster }) => chakraToaster.create(options));
  },
};

const AppToasterView: ComponentType = lazy(loadToaster);

/** Mounts the toast region once a toast is wanted (it renders nothing before). */
export function AppToaster() {
  const [ready, setReady] = useState(wanted);
  useEffect(() => {
    const show = () => setReady(true);
    listeners.add(show);
    if (wanted) show();
    // Toasts answer interactions: start loading at the first one so the toast is instant.
    const warm = () => void loadToaster();
    const options = { once: true, capture: true, passive: true } as const;
    window.addEventListener('pointerdown', warm, options);
    window.addEventListener('keydown', warm, options);
    return () => {
      listeners.delete(show);
      window.removeEventListener('pointerdown', warm, options);
      window.removeEventListener('keydown', warm, options);
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <AppToasterView />
    </Suspense>
  );
}
