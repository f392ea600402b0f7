// Home: static marketing content only, so the page stays within its script budget.
import { AccountDeletedNotice } from '../features/account/deleted-notice';
import { AssessmentPromo } from '../features/marketing/home/assessment-promo';
import { ClientLogoGrid } from '../features/marketing/home/client-logo-grid';
import { HomeHero } from '../features/marketing/home/home-hero';
import { PodcastPromo } from '../features/marketing/home/podcast-promo';
import { TestimonialGrid } from '../features/marketing/home/testimonial-grid';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Clarity in what matters most',
    description:
      'Peak Partners helps leaders and executive teams decide what matters most and make it happen, through speaking, executive coaching, workshops and consulting.',
    path: '/',
  });

// Pre-rendered for hydration as islands: the header and the Questions? button (app/islands).
export const handle = { islands: true };

export default function Home() {
  return (
    <>
      <AccountDeletedNotice />
      <HomeHero />
      <ClientLogoGrid />
      <TestimonialGrid />
      <AssessmentPromo />
      <PodcastPromo />
    </>
  );
}
