import { Section } from '../components/ui';
import { Profile } from '../features/assessment/profile/profile-page';
import { pageMeta } from '../seo/meta';

export const meta = () =>
  pageMeta({
    title: 'Profile',
    description: 'Your account and the history of your saved assessments.',
    path: '/profile',
    noindex: true,
  });

export default function ProfilePage() {
  return (
    <Section>
      <h1>Profile</h1>
      <Profile />
    </Section>
  );
}
