// The profile's Your data section: Download my data saves everything kept about the person as a
// JSON file; Delete my account opens the dialog (loaded on the click, with the dialog library) that
// asks for the account's email first. After a deletion the person is signed out and sent home.
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { isSignedIn, type SiteUser, useAuth } from '../auth';
import { downloadMyData } from './api';
import './account.css';

const DeleteAccountDialog = lazy(() => import('./delete-account-dialog'));

type Download = { status: 'idle' | 'busy' | 'done' } | { status: 'failed'; message: string };

const downloadStatus = (download: Download) =>
  download.status === 'busy'
    ? 'Preparing your data...'
    : download.status === 'done'
      ? 'Your data has been downloaded.'
      : '';

function DataSection({ user, onDeleted }: { user: SiteUser; onDeleted: () => Promise<void> }) {
  const [download, setDownload] = useState<Download>({ status: 'idle' });
  const [deleting, setDeleting] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  async function downloadData() {
    setDownload({ status: 'busy' });
    try {
      await downloadMyData();
      setDownload({ status: 'done' });
    } catch (error) {
      setDownload({ status: 'failed', message: messageOf(error) });
    }
  }

  // The dialog unmounts as it closes, so the focus goes back to the button by hand.
  const closeDialog = () => {
    setDeleting(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  return (
    <section aria-labelledby="your-data-heading" className="card your-data">
      <h2 id="your-data-heading">Your data</h2>
      <div className="your-data-part">
        <p>
          Download a copy of everything we keep about you: your account, every saved assessment with
          its report, your teams, your share links and the messages you sent us.
        </p>
        <Button variant="secondary" onClick={downloadData} disabled={download.status === 'busy'}>
          {download.status === 'busy' ? 'Preparing...' : 'Download my data'}
        </Button>
        <p className="visually-hidden" role="status">
          {downloadStatus(download)}
        </p>
        {download.status === 'failed' ? (
          <p className="your-data-error" role="alert">
            {download.message}
          </p>
        ) : null}
      </div>
      <div className="your-data-part">
        <p>
          Deleting your account removes your saved assessments, team memberships, share links and
          sessions at once. It cannot be undone.
        </p>
        <Button ref={opener} className="your-data-delete" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </div>
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog email={user.email} onClose={closeDialog} onDeleted={onDeleted} />
        </Suspense>
      ) : null}
    </section>
  );
}

export function YourData() {
  const auth = useAuth();
  if (!isSignedIn(auth) || !auth.user) return null;
  // Signing out clears what the site holds of the person and goes home.
  return <DataSection user={auth.user} onDeleted={auth.signOut} />;
}
