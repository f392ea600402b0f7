// /profile: the account, the count of saved assessments and their history, for signed-in users.

import { MembersGate } from '../../../components/layout/members-gate';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import type { SiteUser } from '../../auth';
import { useAuth } from '../../auth';
import { AccountSummary } from './account-summary';
import { HistorySection } from './history-section';
import { useHistory } from './use-history';
import { usePdfDownload } from './use-pdf-download';
import './profile.css';

function ProfileContent({ user }: { user: SiteUser }) {
  const history = useHistory(user.id);
  const { preparing, download } = usePdfDownload();
  return (
    <div className="profile">
      <AccountSummary
        user={user}
        savedCount={history.status === 'ready' ? history.total : undefined}
      />
      <HistorySection history={history} preparing={preparing} onDownload={download} />
    </div>
  );
}

export function Profile() {
  const { user } = useAuth();
  return (
    <MembersGate
      signedOut={
        <SignInPrompt
          title="Sign in to see your profile"
          text="Your profile shows your account and the history of the assessments you have saved."
        />
      }
    >
      {user ? <ProfileContent user={user} /> : null}
    </MembersGate>
  );
}
