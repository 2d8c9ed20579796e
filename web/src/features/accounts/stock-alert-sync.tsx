import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { toaster } from '../../components/app-toaster';
import { setStockAlertRequester, setWaitingStockAlerts } from '../../lib/stock-alert-store';
import { openLogin } from './auth-dialog-store';
import { useSession } from './session-store';

export const NOTIFY_SIGN_IN = 'Please sign in to be notified when this product is back in stock';

/**
 * Puts "Notify me" behind the cards and the product page (renders nothing): a guest is asked
 * to sign in; a signed-in customer's request goes to the server and the button says it is set.
 * Its GraphQL code loads only when someone is signed in.
 */
export function StockAlertSync() {
  const client = useApolloClient();
  const token = useSession()?.token;
  useEffect(() => {
    if (!token) {
      setWaitingStockAlerts([]);
      setStockAlertRequester(() => {
        toaster.create({ type: 'info', title: NOTIFY_SIGN_IN });
        openLogin();
      });
      return;
    }
    let current = true;
    const actions = import('./stock-alert-actions');
    setStockAlertRequester((product) => {
      void actions.then(({ requestStockAlert }) => requestStockAlert(client, product));
    });
    void actions
      .then(({ loadStockAlerts }) => loadStockAlerts(client, () => current))
      // Unreachable server: the buttons stay as they were until the next page load.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, token]);
  return null;
}
