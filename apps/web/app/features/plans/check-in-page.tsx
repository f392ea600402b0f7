// /plans/check-in/{token}: where a check-in mail's answers lead, signed in or not. The mail's
// links carry the answer (?answer=done|partly|not-this-week): the page records it once on opening
// (a link scanner fetching the address records nothing: it runs no script), then says what comes
// next and offers a note. Opened without an answer, it asks the question. Answering again changes
// the answer; it is never counted twice.
import {
  CHECK_IN_ANSWER_LABELS,
  CHECK_IN_ANSWERS,
  CHECK_IN_NOTE_MAX,
  type CheckInAnswer,
  type CheckInView,
} from '@peak/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, Section } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { HttpError } from '../../lib/http';
import { useMutation, useQuery } from '../../lib/query';
import { answerCheckIn, getCheckIn } from './api';
import { formatPlanTime } from './plan-format';
import './plans.css';

export const CHECK_IN_TITLE = 'Your check-in';
export const NOT_FOUND_TEXT = 'This check-in link is not valid. Use the link in your latest mail.';

export const isAnswer = (value: string | null): value is CheckInAnswer =>
  (CHECK_IN_ANSWERS as readonly string[]).includes(value ?? '');

export function nextText(view: CheckInView): string {
  const at = formatPlanTime(view.next.at, view.next.timeZone);
  return view.next.kind === 'check-in'
    ? `Your next check-in comes on ${at}.`
    : `Your retake is suggested for ${at}: take the assessment again to see what changed.`;
}

export const recordedText = (answer: CheckInAnswer) =>
  `Recorded: ${CHECK_IN_ANSWER_LABELS[answer]}. Thank you.`;

const failureText = (error: unknown) =>
  error instanceof HttpError && error.status === 404 ? NOT_FOUND_TEXT : messageOf(error);

function Answers({
  onAnswer,
  disabled,
  chosen,
}: {
  onAnswer: (answer: CheckInAnswer) => void;
  disabled: boolean;
  chosen: CheckInAnswer | null;
}) {
  return (
    <div className="button-row check-in-answers">
      {CHECK_IN_ANSWERS.map((answer) => (
        <Button
          key={answer}
          variant={chosen === answer ? 'primary' : 'secondary'}
          aria-pressed={chosen === answer}
          disabled={disabled}
          onClick={() => onAnswer(answer)}
        >
          {CHECK_IN_ANSWER_LABELS[answer]}
        </Button>
      ))}
    </div>
  );
}

function Note({
  view,
  onSend,
  pending,
}: {
  view: CheckInView;
  onSend: (note: string) => void;
  pending: boolean;
}) {
  const id = useId();
  const [note, setNote] = useState(view.note ?? '');
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSend(note);
  }
  return (
    <form className="plan-form" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={id}>Add a note (optional)</label>
        <textarea
          id={id}
          rows={3}
          maxLength={CHECK_IN_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Saving...' : 'Save note'}
      </Button>
    </form>
  );
}

export function CheckInPage({ token, answer }: { token: string; answer: string | null }) {
  // With an answer in the link, the POST that records it answers the view: no GET before it.
  const shown = useQuery(isAnswer(answer) ? null : ['check-in', token], (signal) =>
    getCheckIn(token, signal),
  );
  const send = useMutation(answerCheckIn.bind(null, token));
  const [noteSaved, setNoteSaved] = useState(false);
  // The link's answer, recorded once when the page opens.
  const recorded = useRef(false);
  const { mutate } = send;
  useEffect(() => {
    if (recorded.current || !isAnswer(answer)) return;
    recorded.current = true;
    void mutate({ answer });
  }, [answer, mutate]);

  const view: CheckInView | undefined =
    send.status === 'success' ? send.data : shown.status === 'success' ? shown.data : undefined;
  const failure =
    send.status === 'error' ? send.error : shown.status === 'error' ? shown.error : null;

  async function choose(next: CheckInAnswer, note?: string) {
    setNoteSaved(false);
    const answered = await mutate({ answer: next, ...(note !== undefined ? { note } : {}) });
    if (answered && note !== undefined) setNoteSaved(true);
  }

  return (
    <Section className="plan-page check-in-page">
      <h1>{CHECK_IN_TITLE}</h1>
      {failure ? (
        <p role="alert">{failureText(failure)}</p>
      ) : !view ? (
        <p className="muted" role="status">
          {isAnswer(answer) ? 'Recording your answer...' : 'Loading your check-in...'}
        </p>
      ) : (
        <>
          <p className="muted">
            Check-in {view.n} of {view.of}: {view.capability}
          </p>
          <p className="plan-if-then">{view.ifThen}</p>
          <h2>Did you do it this week?</h2>
          <Answers
            onAnswer={(a) => void choose(a)}
            disabled={send.status === 'pending'}
            chosen={view.answer}
          />
          <div role="status" className="check-in-recorded">
            {view.answer ? <p>{recordedText(view.answer)}</p> : null}
            {noteSaved ? <p>Your note is saved.</p> : null}
          </div>
          <p>
            <strong>How you will know: </strong>
            {view.signal}
          </p>
          <p>{nextText(view)}</p>
          {view.answer ? (
            <Note
              key={view.answer}
              view={view}
              pending={send.status === 'pending'}
              onSend={(note) => void choose(view.answer as CheckInAnswer, note)}
            />
          ) : null}
        </>
      )}
    </Section>
  );
}
