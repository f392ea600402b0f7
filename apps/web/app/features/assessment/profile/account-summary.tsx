// The account card: who is signed in and how many assessments they have saved.
import { Card } from '../../../components/ui';
import type { SiteUser } from '../../auth';
import { accountName } from './format';

export function AccountSummary({ user, savedCount }: { user: SiteUser; savedCount?: number }) {
  return (
    <Card className="account-summary">
      <h2 id="account-heading">Account</h2>
      <dl className="account-details">
        <div>
          <dt>Name</dt>
          <dd>{accountName(user)}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      {savedCount === undefined ? null : (
        <p className="account-count">Saved assessments: {savedCount}</p>
      )}
    </Card>
  );
}
