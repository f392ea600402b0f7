import { Section } from '../components/ui';
import { VerifyEmailPage } from '../features/account/verify-email-page';
import { pageMeta } from '../seo/meta';

// The token is a secret: it stays out of the canonical address and of every meta tag.
export const meta = () =>
  pageMeta({
    title: 'Confirm your email address',
    description: 'Confirm the email address of your account.',
    path: '/account/verify-email',
    noindex: true,
  });

export default function VerifyEmailRoute() {
  return (
    <Section>
      <VerifyEmailPage />
    </Section>
  );
}
