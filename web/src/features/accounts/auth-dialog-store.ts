import { useSyncExternalStore } from 'react';
import { createListeners } from '../../lib/listeners';
import { withSystem } from '../../theme/system-on-demand';

/*
 * Which global dialog is open (spec §2: login, signup, forgot-password, plus the verify
 * dialog and the address modal). A tiny store so any component can open one without the
 * dialogs' code: the host renders them from a chunk loaded on demand.
 */
export type VerifyRequest =
  | {
      purpose?: 'login';
      identifier: string;
      /** The password the code was requested with (a new code needs it again). */
      password: string;
      /** Where the back link leads. */
      back: 'login' | 'signup';
    }
  | {
      /** A new email or phone on the profile, kept once the code sent to it comes back (issue 29). */
      purpose: 'contact-change';
      identifier: string;
      field: 'email' | 'phone';
    };

export type AuthDialog =
  | { name: 'login' }
  | { name: 'signup' }
  | { name: 'forgot-password' }
  | { name: 'verify'; request: VerifyRequest }
  | { name: 'location' };

const { subscribe, notify } = createListeners();
let current: AuthDialog | null = null;
let closedByLeaving = false;

export function openDialog(dialog: AuthDialog) {
  current = dialog;
  closedByLeaving = false;
  notify();
}

/** `leaving`: a link in the dialog goes elsewhere (the /login page then stays out of the way). */
export function closeDialogs({ leaving = false }: { leaving?: boolean } = {}) {
  if (!current) return;
  current = null;
  closedByLeaving = leaving;
  notify();
}

/** Whether the last close was a link leading away from the page. */
export const wasClosedByLeaving = () => closedByLeaving;

export const openLogin = () => openDialog({ name: 'login' });
export const openSignup = () => openDialog({ name: 'signup' });

export function useOpenDialog(): AuthDialog | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Starts downloading the dialogs' chunk (on hover or focus of a button that opens one). */
export const preloadDialogs = withSystem(() => import('./auth-dialogs'));
