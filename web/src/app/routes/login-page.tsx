import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { openDialog, useOpenDialog, wasClosedByLeaving } from '../../features/accounts/auth-dialog-store';
import { useSession } from '../../features/accounts/session-store';
import { usePageHead } from '../page-meta';
import HomePage from './home-page';

/** Declared after the home page in the tree, so its head wins (server: last call; browser: last effect). */
function SignInHead() {
  usePageHead({ title: 'Sign in', canonicalPath: '/login', noindex: true });
  return null;
}

/** A local path to return to after signing in (`?next=/checkout`); anything else is ignored. */
export function safeNext(raw: string | null): string | null {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : null;
}

/**
 * /login (spec: referenced as a route): the home page, server-rendered as such, with the
 * login dialog (or signup, `?mode=signup`) opened over it once the app runs. Closing the
 * dialog leaves the shopper on the home page, or, signed in, on the page that sent them
 * here (`?next=`, e.g. the checkout).
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode') === 'signup' ? 'signup' : 'login';
  const next = safeNext(params.get('next'));
  const session = useSession();
  const dialog = useOpenDialog();
  const navigate = useNavigate();
  const [seenOpen, setSeenOpen] = useState(false);
  if (dialog && !seenOpen) setSeenOpen(true);

  useEffect(() => {
    openDialog({ name: mode });
  }, [mode]);

  useEffect(() => {
    // Closed here: the home page it was shown over. Closed by a link (terms …): that link's page.
    if (seenOpen && dialog === null && !wasClosedByLeaving()) navigate(session && next ? next : '/', { replace: true });
  }, [seenOpen, dialog, navigate, session, next]);

  return (
    <>
      <HomePage />
      <SignInHead />
    </>
  );
}
