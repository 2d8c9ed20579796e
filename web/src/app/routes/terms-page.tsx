import { InfoHero } from '../../features/info/info-hero';
import { termsIntro, termsSections } from '../../features/info/legal-content';
import { LegalDocument } from '../../features/info/legal-document';
import { useShopDetails } from '../../lib/shop-profile';
import { usePageHead } from '../page-meta';

export default function TermsPage() {
  const shop = useShopDetails();
  usePageHead({
    title: 'Terms of Service',
    description:
      `The terms for shopping at ${shop.name}: orders and prices in rupees, delivery, problem reports and refunds, payments, subscriptions and your account.`,
    canonicalPath: '/terms',
  });
  return (
    <>
      <InfoHero title="Terms of Service" lead="The short version of the rules we and our customers follow." />
      <LegalDocument intro={termsIntro(shop)} sections={termsSections(shop)} />
    </>
  );
}
