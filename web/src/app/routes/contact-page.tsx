import { usePageHead } from '../page-meta';

// Placeholder: the page is being built (issue 7).
export default function ContactPage() {
  usePageHead({ title: 'Contact Us' });
  return <h1>Contact Us</h1>;
}
