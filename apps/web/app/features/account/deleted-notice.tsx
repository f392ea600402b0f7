// The home page's word after an account is deleted (deleted-mark.ts). A live region from the start,
// so the message is announced when it appears.
import { useEffect, useState } from 'react';
import { takeAccountDeleted } from './deleted-mark';
import './deleted-notice.css';

export function AccountDeletedNotice() {
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    if (takeAccountDeleted()) setDeleted(true);
  }, []);
  return (
    <div className="account-deleted-notice" role="status">
      {deleted ? (
        <p className="container">
          Your account has been deleted, with your saved results, team memberships and share links.
          Thank you for using Peak Partners.
        </p>
      ) : null}
    </div>
  );
}
