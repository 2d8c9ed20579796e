import { lazy, Suspense, useState } from 'react';
import { preloadDialogs, useOpenDialog } from './auth-dialog-store';

const AuthDialogs = lazy(preloadDialogs);

/**
 * Mounts the global dialogs (login, signup, forgot password, verify, address) the first time
 * one is opened; their code is a chunk of its own, not part of the page's start-up.
 */
export function AuthDialogsHost() {
  const dialog = useOpenDialog();
  const [wanted, setWanted] = useState(false);
  if (dialog && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}
