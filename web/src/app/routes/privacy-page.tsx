import { InfoHero } from '../../features/info/info-hero';
import { privacyIntro, privacySections } from '../../features/info/legal-content';
import { LegalDocument } from '../../features/info/legal-document';
import { useShopDetails } from '../../lib/shop-profile';
import { usePageHead } from '../page-meta';

export default function PrivacyPage() {
  const shop = useShopDetails();
  usePageHead({
    title: 'Privacy Policy',
    description:
      `What personal data ${shop.name} collects, why, who it is shared with and how long it is kept for your orders and account.`,
    canonicalPath: '/privacy',
  });
  return (
    <>
      <InfoHero title="Privacy Policy" lead="What we collect, why we need it and how long we keep it." />
      <LegalDocument intro={privacyIntro(shop)} sections={privacySections(shop)} />
    </>
  );
}
