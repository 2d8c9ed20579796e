import { usePageHead } from '../page-meta';

// Placeholder: the page is being built (issue 7).
export default function BlogPage() {
  usePageHead({ title: 'Blog' });
  return <h1>Blog</h1>;
}
