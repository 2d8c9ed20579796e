import { InfoHero } from '../../features/info/info-hero';
import { TERMS_INTRO, TERMS_SECTIONS } from '../../features/info/legal-content';
import { LegalDocument } from '../../features/info/legal-document';
import { usePageHead } from '../page-meta';

export default function TermsPage() {
  usePageHead({
    title: 'Terms of Service',
    description:
      'The terms for shopping at FruitShop: orders and prices in rupees, delivery, returns within 30 days, payments, subscriptions and your account.',
    canonicalPath: '/terms',
  });
  return (
    <>
      <InfoHero title="Terms of Service" lead="The short version of the rules we and our customers follow." />
      <LegalDocument intro={TERMS_INTRO} sections={TERMS_SECTIONS} />
    </>
  );
}
