// /google-form-test: sends one marked test entry to the spreadsheet form and shows the answer.
import { useState } from 'react';
import { Button, ButtonLink, PageHero, Section } from '../../components/ui';
import { errorText, formatJson, sendTestSubmission } from './debug-api';
import './form-debug.css';

type State =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; json: string; ok: boolean | null }
  | { status: 'error'; message: string };

export function GoogleFormTestPage() {
  const [state, setState] = useState<State>({ status: 'idle' });

  async function send() {
    setState({ status: 'sending' });
    try {
      const answer = await sendTestSubmission();
      setState({
        status: 'done',
        json: formatJson(answer),
        ok: answer.configured ? answer.ok : null,
      });
    } catch (error) {
      setState({ status: 'error', message: errorText(error) });
    }
  }

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
