// /form-debug: shows the Google Form the contact form mirrors to and the entry id of each field.
import { Button, ButtonLink, PageHero, Section } from '../../components/ui';
import { type Query, useQuery } from '../../lib/query';
import { type EntryIdsAnswer, errorText, fetchEntryIds, formatJson } from './debug-api';
import './form-debug.css';

type State =
  | { status: 'loading' }
  | { status: 'loaded'; answer: EntryIdsAnswer }
  | { status: 'error'; message: string };

const FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'E-mail' },
  { key: 'company', label: 'Company' },
  { key: 'message', label: 'Message' },
] as const;

type ConfiguredAnswer = Extract<EntryIdsAnswer, { configured: true }>;

function EntryIdList({ answer }: { answer: ConfiguredAnswer }) {
  return (
    <>
      <dl className="debug-ids">
        {FIELDS.map((field) => (
          <div key={field.key}>
            <dt>{field.label}</dt>
            <dd>
              <code>{answer.entryIds[field.key]}</code>
            </dd>
          </div>
        ))}
      </dl>
      <p className="debug-url">
        Form URL: <code>{answer.formUrl}</code>
      </p>
    </>
  );
}

function EntryIdsStatus({ state }: { state: State }) {
  if (state.status === 'loading') return <p className="muted">Loading the form configuration...</p>;
  if (state.status === 'error') return <p className="debug-error">{state.message}</p>;
  if (state.answer.configured) return <EntryIdList answer={state.answer} />;
  return <p className="debug-note">{state.answer.message}</p>;
}

/** Announced as it changes, so a screen reader hears the ids or the error once loading ends. */
function EntryIdsPanel({ state, onReload }: { state: State; onReload: () => void }) {
  return (
    <div aria-live="polite">
      <h2 id="entry-ids-heading">Form-field entry identifiers</h2>
      <p>
        Each field of a Google Form has an identifier such as <code>entry.123456</code>. If a column
        stays empty in the spreadsheet, compare these with the form’s own fields.
      </p>
      <EntryIdsStatus state={state} />
      <div className="button-row">
        <Button variant="secondary" onClick={onReload} disabled={state.status === 'loading'}>
          Reload
        </Button>
        <ButtonLink to="/google-form-test" variant="secondary">
          Send a test entry
        </ButtonLink>
      </div>
    </div>
  );
}

function RawAnswerPanel({ state }: { state: State }) {
  return (
    <div className="debug-result">
      <h2 className="debug-result-heading">Raw answer</h2>
      {state.status === 'loaded' ? (
        <pre className="debug-json">
          <code>{formatJson(state.answer)}</code>
        </pre>
      ) : (
        <p className="muted">
          {state.status === 'loading' ? 'Waiting for the server...' : 'No answer to show.'}
        </p>
      )}
    </div>
  );
}

/** The page's view of the entry-ids query. */
const stateOf = (ids: Query<EntryIdsAnswer>): State => {
  if (ids.status === 'success') return { status: 'loaded', answer: ids.data };
  if (ids.status === 'error') return { status: 'error', message: errorText(ids.error) };
  return { status: 'loading' };
};

export function FormDebugPage() {
  const ids = useQuery(['google-form-entry-ids'], () => fetchEntryIds());
  const state = stateOf(ids);

  return (
    <>
      <PageHero
        title="Form Debug"
        lead="A debug page for the contact form’s spreadsheet copy. It shows which Google Form the server sends contact messages to, and the entry identifier it fills for each of the four fields: name, e-mail, company and message."
      />
      <Section labelledBy="entry-ids-heading">
        <div className="debug-layout">
          <EntryIdsPanel state={state} onReload={ids.retry} />
          <RawAnswerPanel state={state} />
        </div>
      </Section>
    </>
  );
}
