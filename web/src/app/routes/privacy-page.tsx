import { InfoHero } from '../../features/info/info-hero';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../../features/info/legal-content';
import { LegalDocument } from '../../features/info/legal-document';
import { usePageHead } from '../page-meta';

export default function PrivacyPage() {
  usePageHead({
    title: 'Privacy Policy',
    description:
      'What personal data FruitShop collects, why, who it is shared with and how long it is kept for your orders and account.',
    canonicalPath: '/privacy',
  });
  return (
    <>
      <InfoHero title="Privacy Policy" lead="What we collect, why we need it and how long we keep it." />
      <LegalDocument intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />
    </>
  );
}
