import { useCallback, useRef, useState, type ReactNode } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { PAYMENT_INITIATE_FAILED, PAYMENT_VERIFY_FAILED, PAYMENT_WINDOW_CLOSED, paymentFailed } from './payment-messages';
import { PaymentReportFailureMutation, PaymentSimulateMutation, PaymentVerifyMutation } from './payment-operations';
import type { PaymentOutcome, PaymentPrefill, PaymentWindowIntent, WindowAnswer } from './payment-types';
import { useShopDetails } from '../../lib/shop-profile';
import { openRazorpay } from './razorpay-checkout';
import { TestPaymentWindow, type TestWindowAction } from './test-payment-window';

export interface PaymentRequest {
  intent: PaymentWindowIntent;
  prefill: PaymentPrefill;
  /** What is being paid for, shown in the window ('Order #12', 'Monthly Orchard Pass'). */
  description: string;
}

/** The server's reason (its message), else the spec's text for that step. */
export function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message?.trim() || fallback;
  return fallback;
}

interface OpenTestWindow {
  request: PaymentRequest;
  busy: TestWindowAction | null;
}

/**
 * The payment window (spec §4 Checkout: create order, open the window, then verify). `pay`
 * opens Razorpay's checkout, or in test mode (no Razorpay keys, decisions: Payments) the
 * in-app window rendered by `window`, and settles once the server has verified the payment
 * or the shopper has failed or closed it. A failure is reported to the server, which keeps it
 * for support and lets the next try start from a fresh provider order.
 */
export function usePaymentWindow(): { pay: (request: PaymentRequest) => Promise<PaymentOutcome>; window: ReactNode } {
  const shopName = useShopDetails().name;
  const [verifyPayment] = useMutation(PaymentVerifyMutation);
  const [simulatePayment] = useMutation(PaymentSimulateMutation);
  const [reportFailure] = useMutation(PaymentReportFailureMutation);
  const [testWindow, setTestWindow] = useState<OpenTestWindow | null>(null);
  const settleRef = useRef<((outcome: PaymentOutcome) => void) | null>(null);

  const report = useCallback(
    (providerOrderId: string, reason: string) => {
      // Best effort: the outcome on screen does not depend on it.
      void reportFailure({ variables: { razorpayOrderId: providerOrderId, reason } }).catch(() => undefined);
    },
    [reportFailure],
  );

  /** Turns what the shopper did into an outcome, verifying a payment with the server. */
  const complete = useCallback(
    async (intent: PaymentWindowIntent, answer: WindowAnswer): Promise<PaymentOutcome> => {
      switch (answer.kind) {
        case 'unavailable':
          return { kind: 'failed', reason: PAYMENT_INITIATE_FAILED };
        case 'closed':
          report(intent.providerOrderId, PAYMENT_WINDOW_CLOSED);
          return { kind: 'failed', reason: PAYMENT_WINDOW_CLOSED };
        case 'failed': {
          const reason = paymentFailed(answer.description);
          report(intent.providerOrderId, reason);
          return { kind: 'failed', reason };
        }
        case 'paid':
          try {
            const { data } = await verifyPayment({
              variables: {
                input: {
                  razorpayOrderId: answer.razorpayOrderId,
                  razorpayPaymentId: answer.razorpayPaymentId,
                  razorpaySignature: answer.razorpaySignature,
                },
              },
            });
            const result = data?.verifyPayment;
            if (!result) return { kind: 'failed', reason: PAYMENT_VERIFY_FAILED };
            // Paid, but the order could no longer take it (cancelled meanwhile): the server says so.
            if (!result.success) return { kind: 'failed', reason: result.message || PAYMENT_VERIFY_FAILED };
            return { kind: 'paid', result };
          } catch (error) {
            return { kind: 'failed', reason: serverMessage(error, PAYMENT_VERIFY_FAILED) };
          }
      }
    },
    [report, verifyPayment],
  );

  const pay = useCallback(
    (request: PaymentRequest): Promise<PaymentOutcome> => {
      if (!request.intent.testMode) {
        return openRazorpay(request.intent, request.prefill, request.description, shopName)
          .catch((): WindowAnswer => ({ kind: 'unavailable' }))
          .then((answer) => complete(request.intent, answer));
      }
      return new Promise<PaymentOutcome>((resolve) => {
        settleRef.current = resolve;
        setTestWindow({ request, busy: null });
      });
    },
    [complete, shopName],
  );

  const onTestAction = async (action: TestWindowAction) => {
    if (!testWindow || testWindow.busy) return;
    const { intent } = testWindow.request;
    setTestWindow({ ...testWindow, busy: action });
    let answer: WindowAnswer;
    if (action === 'close') {
      answer = { kind: 'closed' };
    } else {
      try {
        const { data } = await simulatePayment({
          variables: { razorpayOrderId: intent.providerOrderId, outcome: action === 'pay' ? 'SUCCESS' : 'FAILURE' },
        });
        const simulated = data?.simulatePayment;
        answer =
          simulated?.razorpayPaymentId && simulated.razorpaySignature
            ? { kind: 'paid', razorpayOrderId: intent.providerOrderId, razorpayPaymentId: simulated.razorpayPaymentId, razorpaySignature: simulated.razorpaySignature }
            : { kind: 'failed', description: simulated?.errorDescription ?? '' };
      } catch (error) {
        answer = { kind: 'failed', description: serverMessage(error, '') };
      }
    }
    const outcome = await complete(intent, answer);
    setTestWindow(null);
    const settle = settleRef.current;
    settleRef.current = null;
    settle?.(outcome);
  };

  const window = testWindow ? (
    <TestPaymentWindow
      amount={testWindow.request.intent.amount}
      description={testWindow.request.description}
      email={testWindow.request.prefill.email}
      busy={testWindow.busy}
      onAction={(action) => void onTestAction(action)}
    />
  ) : null;

  return { pay, window };
}
