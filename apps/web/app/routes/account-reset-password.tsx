import { Section } from '../components/ui';
import { ResetPasswordPage } from '../features/account/reset-password-page';
import { pageMeta } from '../seo/meta';

// The token is a secret: it stays out of the canonical address and of every meta tag.
export const meta = () =>
  pageMeta({
    title: 'Choose a new password',
    description: 'Choose a new password for your account.',
    path: '/account/reset-password',
    noindex: true,
  });

export default function ResetPasswordRoute() {
  return (
    <Section>
      <ResetPasswordPage />
    </Section>
  );
}
