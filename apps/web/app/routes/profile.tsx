import { Section } from '../components/ui';
import { VerifyEmailNotice } from '../features/account/verify-email-notice';
import { YourData } from '../features/account/your-data';
import { Profile } from '../features/assessment/profile/profile-page';
import { MyFeedback } from '../features/feedback';
import { PlanPrompt } from '../features/plans';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Profile',
    description: 'Your account, the history of your saved assessments and your data.',
    path: '/profile',
    noindex: true,
  });

export default function ProfilePage() {
  return (
    <Section>
      <h1>Profile</h1>
      <VerifyEmailNotice heading="Email not verified" />
      <PlanPrompt />
      <Profile />
      <MyFeedback />
      <YourData />
    </Section>
  );
}
