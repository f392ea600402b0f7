// /feedback/rate/{token}: where a rater answers, without an account. The page says who asks, why,
// how long it takes and exactly what the person will and will not see; then the 36 statements by
// family, each a group of radios (five answers and "I have not seen this"), a comment per family
// and, for a manager, the consent to be shown as the manager. Answers are saved as the rater goes
// (a pause after each change), so the page can be left and opened again; a group link's first save
// gives the rater a link of their own, which the address becomes. Sending needs every statement
// answered; the answers can be withdrawn, after a confirmation. No time limit.
import {
  FEEDBACK_CLOSED,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_INCOMPLETE,
  FEEDBACK_WITHDRAWN,
  type ObserverItemView,
  type RaterView,
} from '@peak/contracts';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Section } from '../../components/ui';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { messageOf } from '../../lib/error-message';
import { HttpError } from '../../lib/http';
import { useQuery } from '../../lib/query';
import { getRaterView, saveAnswers, submitAnswers, withdrawAnswers } from './api';
import {
  closingText,
  dateOf,
  KEEP_ADDRESS,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  raterPath,
  SAVED_TEXT,
  SHOW_AS_MANAGER,
  SUBMITTED_TEXT,
  WHY_TEXT,
  WILL_NOT_SEE,
  WITHDRAW,
  willSee,
} from './texts';
import './feedback.css';

/** The pause after a change before it is saved. */
export const SAVE_DELAY_MS = 700;
export const SEND = 'Send my answers';

type Answers = Record<string, number | null>;
type Comments = Record<string, string>;

function Ended({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p role="status">{text}</p>
    </>
  );
}

function Intro({ view }: { view: RaterView }) {
  const seeId = useId();
  const notId = useId();
  return (
    <>
      <p className="feedback-lead">
        {view.askedBy} asks for your view, {WHY_TEXT}. It takes about {view.minutes} minutes:{' '}
        {view.items.length} statements on what you have seen them do. There is no time limit, and
        your answers are saved as you go. {closingText(view.closesAt, view.open)}
      </p>
      <div className="feedback-promises">
        <section aria-labelledby={seeId}>
          <h2 id={seeId}>What {view.askedBy} will see</h2>
          <ul>
            {willSee(view.minimum, view.group).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={notId}>
          <h2 id={notId}>What {view.askedBy} will never see</h2>
          <ul>
            {WILL_NOT_SEE.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

const NOT_SEEN = 'not-seen';

function Item({
  item,
  number,
  answer,
  notSeen,
  onAnswer,
  fieldsetRef,
}: {
  item: ObserverItemView;
  number: number;
  answer: number | null | undefined;
  notSeen: string;
  onAnswer: (doing: number | null) => void;
  fieldsetRef: (element: HTMLFieldSetElement | null) => void;
}) {
  const id = useId();
  const options = [
    ...item.options.map((o) => ({ value: String(o.score), text: o.text, doing: o.score })),
    { value: NOT_SEEN, text: notSeen, doing: null },
  ];
  const chosen = answer === undefined ? '' : answer === null ? NOT_SEEN : String(answer);
  return (
    <fieldset className="feedback-item" ref={fieldsetRef} data-question={item.questionId}>
      <legend>
        <span className="feedback-item-number">{number}. </span>
        {item.text}
      </legend>
      <div className="feedback-options">
        {options.map((option) => (
          <label
            key={option.value}
            className={`feedback-option${option.doing === null ? ' feedback-not-seen' : ''}`}
          >
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => onAnswer(option.doing)}
            />
            <span>{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function FamilyComment({
  family,
  askedBy,
  value,
  onChange,
}: {
  family: string;
  askedBy: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className="feedback-field feedback-comment">
      <label htmlFor={id}>Comments on {family} (optional)</label>
      <p id={`${id}-hint`} className="muted feedback-hint">
        {askedBy} sees the comments on {family} together, in random order, never with a name. Leave
        names out, yours and others'.
      </p>
      <textarea
        id={id}
        rows={3}
        maxLength={FEEDBACK_COMMENT_MAX}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

type Saving = { status: 'idle' | 'saving' | 'saved' } | { status: 'error'; message: string };

/** Saves the answers a pause after each change, one save at a time; `flush` saves now. */
function useSaver(
  token: string,
  body: () => Parameters<typeof saveAnswers>[1],
  onOwnLink: (token: string) => void,
  onEnded: (text: string) => void,
) {
  const current = useRef(token);
  const dirty = useRef(false);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestBody = useRef(body);
  latestBody.current = body;
  const [saving, setSaving] = useState<Saving>({ status: 'idle' });

  const saveOnce = useCallback(async (): Promise<boolean> => {
    dirty.current = false;
    setSaving({ status: 'saving' });
    try {
      const saved = await saveAnswers(current.current, latestBody.current());
      if (saved.token && saved.token !== current.current) {
        current.current = saved.token;
        onOwnLink(saved.token);
      }
      setSaving({ status: 'saved' });
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 410) onEnded(error.message);
      else {
        dirty.current = true;
        setSaving({ status: 'error', message: messageOf(error) });
      }
      return false;
    }
  }, [onOwnLink, onEnded]);

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    let ok = true;
    while (running.current) ok = await running.current;
    if (!dirty.current) return ok;
    const run = saveOnce();
    running.current = run;
    try {
      return await run;
    } finally {
      running.current = null;
    }
  }, [saveOnce]);

  const schedule = useCallback(() => {
    dirty.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
  }, [flush]);

  /** Drops a change not yet saved (the answers are being withdrawn). */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current = false;
  }, []);

  // Leaving the page (within the app) saves what is not saved yet.
  useEffect(
    () => () => {
      if (dirty.current) void flush();
    },
    [flush],
  );
  // Closing the tab too: a change made in the last moment goes as the page closes.
  useEffect(() => {
    const onHide = () => {
      if (!dirty.current) return;
      clearTimeout(timer.current);
      dirty.current = false;
      saveAnswers(current.current, latestBody.current(), true).catch(() => {});
    };
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, []);

  return { token: current, saving, schedule, flush, cancel };
}

function RaterForm({
  view,
  token,
  onOwnLink,
}: {
  view: RaterView;
  token: string;
  onOwnLink: (token: string) => void;
}) {
  const [answers, setAnswers] = useState<Answers>(() =>
    Object.fromEntries(view.responses.map((r) => [r.questionId, r.doing])),
  );
  const [comments, setComments] = useState<Comments>(() => ({ ...view.comments }));
  const [showAsManager, setShowAsManager] = useState(view.showAsManager);
  const [submittedAt, setSubmittedAt] = useState(view.submittedAt);
  const [ended, setEnded] = useState<string | null>(null);
  const [ownLink, setOwnLink] = useState(Boolean(view.token && view.token !== token));
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fieldsets = useRef(new Map<string, HTMLFieldSetElement>());
  const managerId = useId();

  const isManager = view.group === 'manager';
  const body = () => ({
    responses: view.items
      .filter((item) => item.questionId in answers)
      .map((item) => ({ questionId: item.questionId, doing: answers[item.questionId] ?? null })),
    comments,
    ...(isManager ? { showAsManager } : {}),
  });
  const linked = useCallback(
    (next: string) => {
      setOwnLink(true);
      onOwnLink(next);
    },
    [onOwnLink],
  );
  const saver = useSaver(view.token ?? token, body, linked, setEnded);

  if (ended) return <Ended title="Your answers" text={ended} />;

  const answered = view.items.filter((item) => item.questionId in answers).length;

  function answer(questionId: string, doing: number | null) {
    setAnswers((current) => ({ ...current, [questionId]: doing }));
    setSendError(null);
    saver.schedule();
  }

  function focusItem(item: ObserverItemView) {
    const fieldset = fieldsets.current.get(item.questionId);
    fieldset?.scrollIntoView?.({ block: 'center' });
    fieldset?.querySelector('input')?.focus();
  }

  async function send() {
    setSendError(null);
    const missing = view.items.find((item) => !(item.questionId in answers));
    if (missing) {
      setSendError(FEEDBACK_INCOMPLETE);
      focusItem(missing);
      return;
    }
    setSending(true);
    try {
      if (!(await saver.flush())) return;
      const sent = await submitAnswers(saver.token.current);
      setSubmittedAt(sent.submittedAt);
    } catch (error) {
      if (error instanceof HttpError && error.status === 410) setEnded(error.message);
      else {
        setSendError(messageOf(error));
        const first = view.items.find((item) => !(item.questionId in answers)) ?? view.items[0];
        if (error instanceof HttpError && error.status === 400 && first) focusItem(first);
      }
    } finally {
      setSending(false);
    }
  }

  const withdraw = (
    <ConfirmDialog
      trigger={WITHDRAW}
      title="Withdraw your answers?"
      action={WITHDRAW}
      busyAction="Withdrawing..."
      onConfirm={async () => {
        saver.cancel();
        await withdrawAnswers(saver.token.current);
      }}
      onDone={() => setEnded(FEEDBACK_WITHDRAWN)}
    >
      <p>
        Your answers and comments are deleted, and {view.askedBy}&apos;s report no longer counts
        them. This cannot be undone, and this link no longer opens the statements.
      </p>
    </ConfirmDialog>
  );

  const keep = ownLink ? (
    <p className="feedback-keep">
      <strong>{KEEP_ADDRESS}:</strong> it is your own link now, and opens your answers again.
    </p>
  ) : null;

  if (submittedAt)
    return (
      <>
        <h1>Thank you</h1>
        <p role="status">{SUBMITTED_TEXT}</p>
        <p className="muted">Sent on {dateOf(submittedAt)}.</p>
        {keep}
        <div className="feedback-actions">{withdraw}</div>
      </>
    );

  let number = 0;
  return (
    <>
      <h1>Feedback for {view.askedBy}</h1>
      <Intro view={view} />
      {isManager ? (
        <div className="feedback-consent">
          <input
            id={managerId}
            type="checkbox"
            checked={showAsManager}
            onChange={(event) => {
              setShowAsManager(event.currentTarget.checked);
              saver.schedule();
            }}
          />
          <label htmlFor={managerId}>{SHOW_AS_MANAGER}</label>
        </div>
      ) : null}
      <form
        className="feedback-form"
        aria-label="The statements"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
        noValidate
      >
        {view.families.map((family) => {
          const items = view.items.filter((item) => item.family === family);
          if (items.length === 0) return null;
          return (
            <section key={family} className="feedback-family" aria-label={family}>
              <h2>{family}</h2>
              {items.map((item) => {
                number += 1;
                return (
                  <Item
                    key={item.questionId}
                    item={item}
                    number={number}
                    answer={answers[item.questionId]}
                    notSeen={view.notSeen}
                    onAnswer={(doing) => answer(item.questionId, doing)}
                    fieldsetRef={(element) => {
                      if (element) fieldsets.current.set(item.questionId, element);
                      else fieldsets.current.delete(item.questionId);
                    }}
                  />
                );
              })}
              <FamilyComment
                family={family}
                askedBy={view.askedBy}
                value={comments[family] ?? ''}
                onChange={(text) => {
                  setComments((current) => ({ ...current, [family]: text }));
                  saver.schedule();
                }}
              />
            </section>
          );
        })}
        <p className="feedback-progress">
          {answered} of {view.items.length} statements answered.
        </p>
        {sendError ? (
          <p className="feedback-error" role="alert">
            {sendError}
          </p>
        ) : null}
        <div className="feedback-actions">
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : SEND}
          </Button>
        </div>
      </form>
      <div className="feedback-save-state">
        <p role="status" aria-live="polite">
          {saver.saving.status === 'saved' ? SAVED_TEXT : ''}
        </p>
        {saver.saving.status === 'error' ? (
          <p className="feedback-error" role="alert">
            Your latest answers are not saved yet: {saver.saving.message}
          </p>
        ) : null}
        {/* On the page from the start, so that the own link's note is announced when it comes. */}
        <div role="status" aria-live="polite">
          {keep}
        </div>
      </div>
      <div className="feedback-actions feedback-withdraw">{withdraw}</div>
    </>
  );
}

export function RaterPage({ token }: { token: string }) {
  // The link the page opened with: the address may become the rater's own link on the first save.
  const [opened] = useState(token);
  const view = useQuery(['feedback-rate', opened], (signal) => getRaterView(opened, signal));
  const navigate = useNavigate();
  const onOwnLink = useCallback(
    (own: string) => void navigate(raterPath(own), { replace: true }),
    [navigate],
  );
  useEffect(() => {
    if (view.status === 'success' && view.data.token && view.data.token !== opened)
      onOwnLink(view.data.token);
  }, [view, opened, onOwnLink]);

  let content: ReactNode;
  if (view.status === 'success') {
    content = view.data.open ? (
      <RaterForm view={view.data} token={opened} onOwnLink={onOwnLink} />
    ) : (
      <Ended title={`Feedback for ${view.data.askedBy}`} text={FEEDBACK_CLOSED} />
    );
  } else if (view.status === 'error') {
    const { error } = view;
    content =
      error instanceof HttpError && error.status === 404 ? (
        <Ended title={NOT_FOUND_TITLE} text={NOT_FOUND_TEXT} />
      ) : error instanceof HttpError && error.status === 410 ? (
        <Ended title="Your answers" text={error.message} />
      ) : (
        <>
          <h1>Your feedback</h1>
          <p role="alert">{messageOf(error)}</p>
          <Button variant="secondary" onClick={view.retry}>
            Try again
          </Button>
        </>
      );
  } else
    content = (
      <>
        <h1>Your feedback</h1>
        <p className="muted" role="status">
          Loading the statements...
        </p>
      </>
    );
  return <Section className="feedback-page feedback-rater">{content}</Section>;
}
