import { usePageHead } from '../page-meta';

// Placeholder: the page is being built (issue 7).
export default function TermsPage() {
  usePageHead({ title: 'Terms of Service' });
  return <h1>Terms of Service</h1>;
}
