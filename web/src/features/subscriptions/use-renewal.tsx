import { useRef, useState, type ReactNode } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { toaster } from '../../components/app-toaster';
import { formatDay } from '../../lib/dates';
import { useSession } from '../accounts/session-store';
import { PAYMENT_INITIATE_FAILED } from '../payments/payment-messages';
import { serverMessage, usePaymentWindow } from '../payments/use-payment-window';
import { RenewSubscriptionMutation } from './renew-subscription-operations';
import { MySubscriptionsQuery } from './subscription-operations';

/** The toast after a renewal: the new end date, as the card then shows it. */
export const renewedMessage = (planName: string, endDate: string) => `${planName} renewed. It now runs until ${formatDay(endDate)}.`;

/**
 * Renew (issue 38, docs/decisions/0039): a payment for the next period at the plan's current
 * price (renewSubscription), paid in the same payment window as buying a plan; once verified the
 * list and billing records are fetched again and the new end date is said. `renewingId` is the
 * subscription whose payment is running; `window` is the test-mode window to render.
 */
export function useRenewal(): { renew: (s: { id: string; planName: string }) => Promise<void>; renewingId: string | null; window: ReactNode } {
  const user = useSession()?.user;
  const client = useApolloClient();
  const [start] = useMutation(RenewSubscriptionMutation);
  const payment = usePaymentWindow();
  const [renewingId, setRenewingId] = useState<string | null>(null);
  const busy = useRef(false);

  const renew = async (s: { id: string; planName: string }) => {
    if (busy.current) return;
    busy.current = true;
    setRenewingId(s.id);
    try {
      let intent;
      try {
        const { data } = await start({ variables: { subscriptionId: s.id } });
        if (!data) throw new Error('no payment');
        intent = data.renewSubscription;
      } catch (error) {
        toaster.create({ type: 'error', title: serverMessage(error, PAYMENT_INITIATE_FAILED) });
        return;
      }
      const outcome = await payment.pay({
        intent,
        prefill: { name: [user?.name, user?.lastName].filter(Boolean).join(' '), email: user?.email ?? '', contact: user?.phone ?? '' },
        description: `Renew ${s.planName}`,
      });
      if (outcome.kind !== 'paid') {
        toaster.create({ type: 'error', title: outcome.reason });
        return;
      }
      const endDate = outcome.result.subscription?.endDate;
      toaster.create({ type: 'success', title: endDate ? renewedMessage(s.planName, endDate) : outcome.result.message });
      // The card already reads the new end date (verifyPayment answers the subscription); the billing records follow.
      await client.refetchQueries({ include: [MySubscriptionsQuery] }).catch(() => undefined);
    } finally {
      busy.current = false;
      setRenewingId(null);
    }
  };

  return { renew, renewingId, window: payment.window };
}
