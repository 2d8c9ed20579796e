import { lazy, Suspense, useCallback, useState } from 'react';
import { CloseButton, Dialog } from '@chakra-ui/react';
import { DialogFrame } from '../../components/dialog';
import { closeDialogs, openDialog, useOpenDialog, type AuthDialog } from './auth-dialog-store';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import { VerifyAccountForm } from './verify-account-form';

const LocationForm = lazy(() => import('./location-form'));

const TITLES: Record<AuthDialog['name'], string> = {
  login: 'Welcome Back!',
  signup: 'Create an Account',
  'forgot-password': 'Forgot Password',
  verify: 'Verify Your Account',
  location: 'Select Delivery Location',
};

/** The global dialogs (spec §2): one Chakra dialog whose content follows the store. */
export default function AuthDialogs() {
  const dialog = useOpenDialog();
  const [busy, setBusy] = useState(false);
  // A step's own title ('Verify OTP', 'Reset Password') for the dialog it was set in.
  const [stepTitle, setStepTitle] = useState<{ for: AuthDialog; title: string } | null>(null);
  const [shown, setShown] = useState<AuthDialog | null>(dialog);
  // Keep the last content while the dialog animates closed.
  if (dialog && dialog !== shown) setShown(dialog);
  const current = dialog ?? shown;
  const onTitle = useCallback((title: string) => setStepTitle(current ? { for: current, title } : null), [current]);
  const onBusy = useCallback((value: boolean) => setBusy(value), []);
  const done = useCallback(() => {
    setBusy(false);
    closeDialogs();
  }, []);
  const toLogin = useCallback(() => openDialog({ name: 'login' }), []);
  if (!current) return null;
  const title = stepTitle?.for === current ? stepTitle.title : TITLES[current.name];

  let body;
  switch (current.name) {
    case 'login':
      body = (
        <LoginForm
          key={keyOf(current)}
          onTitle={onTitle}
          onBusy={onBusy}
          onDone={done}
          onSignup={() => openDialog({ name: 'signup' })}
          onForgot={() => openDialog({ name: 'forgot-password' })}
        />
      );
      break;
    case 'signup':
      body = <SignupForm key={keyOf(current)} onTitle={onTitle} onBusy={onBusy} onDone={done} onLogin={toLogin} />;
      break;
    case 'forgot-password':
      body = <ForgotPasswordForm key={keyOf(current)} onTitle={onTitle} onBusy={onBusy} onLogin={toLogin} />;
      break;
    case 'verify':
      body = (
        <VerifyAccountForm
          key={keyOf(current)}
          request={current.request}
          onBusy={onBusy}
          onDone={done}
          onBack={() => (current.request.purpose === 'contact-change' ? done() : openDialog({ name: current.request.back }))}
        />
      );
      break;
    case 'location':
      body = (
        <Suspense fallback={null}>
          <LocationForm key={keyOf(current)} onBusy={onBusy} onDone={done} />
        </Suspense>
      );
      break;
  }

  return (
    <DialogFrame
      open={dialog !== null}
      onClose={closeDialogs}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      size={current.name === 'signup' ? 'lg' : 'md'}
      scrollBehavior="inside"
      title={title}
      bodyProps={{ pb: '6' }}
      closeTrigger={
        <Dialog.CloseTrigger asChild disabled={busy}>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      }
    >
      {body}
    </DialogFrame>
  );
}

// Each opening is a new object: reopening a dialog starts it afresh (digits cleared …).
const keys = new WeakMap<AuthDialog, number>();
let nextKey = 0;
function keyOf(dialog: AuthDialog): number {
  let key = keys.get(dialog);
  if (key === undefined) keys.set(dialog, (key = ++nextKey));
  return key;
}
