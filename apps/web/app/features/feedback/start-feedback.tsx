// "Ask others: start a 360", under the owner's saved report: starts a 360 from that result and
// opens its page, where the person invites their raters.
import { Button, Card } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { useNavigation } from '../../lib/navigation';
import { useMutation } from '../../lib/query';
import { startFeedback } from './api';
import { feedbackPath, START_360 } from './texts';
import './feedback.css';

export const START_360_TEXT =
  'See how the people you work with see your prioritization: invite your manager, peers, direct reports and others to answer 36 statements (about 10 minutes, no account needed). Each group is shown only once 3 of them have answered, and never who said what.';

export function StartFeedback({ resultId }: { resultId: string }) {
  const { navigate } = useNavigation();
  const start = useMutation(() => startFeedback({ resultId }));
  async function onStart() {
    const feedback = await start.mutate();
    if (feedback) navigate(feedbackPath(feedback.id));
  }
  return (
    <Card className="feedback-start">
      <h2>{START_360}</h2>
      <p>{START_360_TEXT}</p>
      <Button onClick={() => void onStart()} disabled={start.status === 'pending'}>
        {start.status === 'pending' ? 'Starting...' : START_360}
      </Button>
      {start.status === 'error' ? (
        <p className="feedback-error" role="alert">
          {messageOf(start.error)}
        </p>
      ) : null}
    </Card>
  );
}
