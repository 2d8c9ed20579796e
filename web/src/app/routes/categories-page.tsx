import { usePageHead } from '../page-meta';

// Placeholder: the page is being built (issue 7).
export default function CategoriesPage() {
  usePageHead({ title: 'Categories' });
  return <h1>Categories</h1>;
}
