import { usePageHead } from '../page-meta';

// Placeholder: the page is being built (issue 7).
export default function FaqPage() {
  usePageHead({ title: 'FAQs' });
  return <h1>FAQs</h1>;
}
