// /google-form-test: sends one marked test entry to the spreadsheet form and shows the answer.
import { Button, ButtonLink, PageHero, Section } from '../../components/ui';
import { type Mutation, useMutation } from '../../lib/query';
import { errorText, formatJson, sendTestSubmission, type TestSubmissionAnswer } from './debug-api';
import './form-debug.css';

type State =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; json: string; ok: boolean | null }
  | { status: 'error'; message: string };

/** The page's view of the test submission. */
const stateOf = (sent: Mutation<[], TestSubmissionAnswer>): State => {
  if (sent.status === 'pending') return { status: 'sending' };
  if (sent.status === 'error') return { status: 'error', message: errorText(sent.error) };
  if (sent.status === 'idle') return { status: 'idle' };
  const answer = sent.data;
  return { status: 'done', json: formatJson(answer), ok: answer.configured ? answer.ok : null };
};

export function GoogleFormTestPage() {
  const sent = useMutation(() => sendTestSubmission());
  const state = stateOf(sent);
  const send = () => void sent.mutate();

  return (
    <>
      <PageHero
        title="Google Form Test"
        lead="A debug page for the contact form’s spreadsheet copy. Every contact message is also sent to a Google Form when one is configured; this page sends a single test entry to that form and shows what the server got back."
      />
      <Section labelledBy="form-test-heading">
        <div className="debug-layout">
          <div>
            <h2 id="form-test-heading">Send a test entry</h2>
            <p>
              The entry is clearly marked <strong>[TEST]</strong> in every field, so it is easy to
              find and delete in the spreadsheet. The server allows five test entries a minute. When
              no form is configured, nothing is sent and the answer says which settings are missing.
            </p>
            <div className="button-row">
              <Button onClick={send} disabled={state.status === 'sending'}>
                {state.status === 'sending' ? 'Sending...' : 'Send Test Submission'}
              </Button>
              <ButtonLink to="/form-debug" variant="secondary">
                View the entry ids
              </ButtonLink>
            </div>
          </div>
          <div className="debug-result" aria-live="polite">
            <h2 className="debug-result-heading">Server answer</h2>
            {state.status === 'idle' ? (
              <p className="muted">No test sent yet.</p>
            ) : state.status === 'sending' ? (
              <p className="muted">Sending the test entry...</p>
            ) : state.status === 'error' ? (
              <p className="debug-error">{state.message}</p>
            ) : (
              <>
                <p className={state.ok === false ? 'debug-error' : 'debug-note'}>
                  {state.ok === null
                    ? 'The spreadsheet form is not configured.'
                    : state.ok
                      ? 'The form accepted the test entry.'
                      : 'The form did not accept the test entry.'}
                </p>
                <pre className="debug-json">
                  <code>{state.json}</code>
                </pre>
              </>
            )}
          </div>
        </div>
      </Section>
    </>
  );
}
