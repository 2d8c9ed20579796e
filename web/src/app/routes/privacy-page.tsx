import { usePageHead } from '../page-meta';

// Placeholder: the page is being built (issue 7).
export default function PrivacyPage() {
  usePageHead({ title: 'Privacy Policy' });
  return <h1>Privacy Policy</h1>;
}
