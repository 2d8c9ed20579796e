import { usePageHead } from '../page-meta';

// Placeholder: the page is being built (issue 7).
export default function AboutPage() {
  usePageHead({ title: 'About Us' });
  return <h1>About Us</h1>;
}
