// The profile's "Your 360s": each with when it closes, the groups shown so far, and the ways to
// its page and its report. Nothing until signed in, and nothing when there is none.
import { useId } from 'react';
import { Card } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { AppLink } from '../../lib/navigation';
import { useQuery } from '../../lib/query';
import { isSignedIn, useAuth } from '../auth';
import { listFeedback } from './api';
import { closingText, dateOf, feedbackPath, reportPath, shownGroupsText } from './texts';
import './feedback.css';

function List({ userId }: { userId: string }) {
  const id = useId();
  const list = useQuery(['feedback-list', userId], (signal) => listFeedback(signal));
  if (list.status === 'error')
    return (
      <p className="feedback-error" role="alert">
        Your 360s could not be loaded. {messageOf(list.error)}
      </p>
    );
  if (list.status !== 'success' || list.data.feedback.length === 0) return null;
  return (
    <section aria-labelledby={id} className="feedback-mine">
      <h2 id={id}>Your 360s</h2>
      <ul className="feedback-mine-list">
        {list.data.feedback.map((feedback) => (
          <Card as="li" key={feedback.id}>
            <h3>
              <AppLink to={feedbackPath(feedback.id)}>
                Your 360 of {dateOf(feedback.createdAt)}
              </AppLink>
            </h3>
            <p>{closingText(feedback.closesAt, feedback.open)}</p>
            <p>{shownGroupsText(feedback.groups)}</p>
            <p>
              <AppLink to={reportPath(feedback.id)}>
                Report of your 360 of {dateOf(feedback.createdAt)}
              </AppLink>
            </p>
          </Card>
        ))}
      </ul>
    </section>
  );
}

export function MyFeedback() {
  const auth = useAuth();
  return isSignedIn(auth) && auth.user ? <List userId={auth.user.id} /> : null;
}
