import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { usePageHead } from '../page-meta';

// Placeholder while the page is built (issue 8); replaced by the page's own module.
export default function Page() {
  usePageHead({ title: 'My Orders', noindex: true });
  return (
    <div className={layout.container}>
      <h1 className={heading.size2xl}>My Orders</h1>
    </div>
  );
}
