import { usePageHead } from '../page-meta';

// Placeholder: the page is being built (issue 7).
export default function ProductPage() {
  usePageHead({ title: 'Product' });
  return <h1>Product</h1>;
}
