import { usePageHead } from '../page-meta';

// Placeholder: the page is being built (issue 7).
export default function SubscriptionsPage() {
  usePageHead({ title: 'Subscription Plans' });
  return <h1>Subscription Plans</h1>;
}
