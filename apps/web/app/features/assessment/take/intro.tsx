// The take page's introduction: what is measured, three info cards, a line from the book, the
// optional role question and the way in: Begin once signed in; signed out, sign in, create an
// account, or start without one (the report then offers to sign in and save it).
import { ROLES, type RoleId } from '@peak/scoring';
import { useEffect, useRef, useState } from 'react';
import { Button, Card } from '../../../components/ui';
import { isSignedIn, useAuth } from '../../auth';
import './intro.css';

const INFO_CARDS = [
  {
    title: 'Time',
    text: '10-15 minutes for 36 questions, 3 for each of the 12 capabilities. Your answers are kept in this browser if you need to pause.',
  },
  {
    title: 'Results',
    text: 'An instant personalized report: your scores by capability and family, the patterns that stand out in your answers, your prioritization story and, from a total of 100, the signature archetype you match best.',
  },
  {
    title: 'Usage',
    text: 'Answer for what you actually do in a typical week, not what you intend. Save the report to a free account and retake it in 3-6 months to see what changed.',
  },
];

/** The optional role question: it decides which role-specific findings apply and how actions are worded. */
function RoleQuestion({
  role,
  onChange,
}: {
  role: RoleId | undefined;
  onChange: (role?: RoleId) => void;
}) {
  const choices: Array<{ id: RoleId | undefined; label: string }> = [
    ...ROLES.map((r) => ({ id: r.id, label: r.label })),
    { id: undefined, label: 'Prefer not to say' },
  ];
  return (
    <fieldset className="take-role">
      <legend>Your role (optional)</legend>
      <p className="take-role-hint">
        Some questions and suggestions depend on what your role lets you do. Questions that need
        authority you may not have offer "This does not happen in my role".
      </p>
      <div className="take-role-options">
        {choices.map((choice) => (
          <label key={choice.label} className="take-role-option">
            <input
              type="radio"
              name="role"
              value={choice.id ?? ''}
              checked={role === choice.id}
              onChange={() => onChange(choice.id)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export const START_WITHOUT_ACCOUNT = 'Start without an account';
export const LOADING_QUESTIONS = 'Loading questions...';

export function AssessmentIntro({
  onBegin,
  busy,
  focusHeading = false,
}: {
  onBegin: (role?: RoleId) => void;
  busy: boolean;
  /** Focus the heading when shown (after Take New Assessment cleared the report the focus was in). */
  focusHeading?: boolean;
}) {
  const auth = useAuth();
  const [role, setRole] = useState<RoleId | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <div className="take-intro">
      <h1 ref={heading} tabIndex={-1}>
        Prioritization Self-Assessment
      </h1>
      <p className="take-lead">
        This assessment measures how you prioritize in practice: 12 capabilities in four families,
        from how clearly you name what matters to how reliably your team keeps priorities alive. It
        asks what you do, not what you know.
      </p>
      <p className="take-free">
        It is free and needs no credit card. You can take it without an account; sign in or create
        one to save your report and see your history.
      </p>
      <ul className="grid grid-3 take-cards">
        {INFO_CARDS.map((card) => (
          <Card as="li" key={card.title}>
            <h2>{card.title}</h2>
            <p>{card.text}</p>
          </Card>
        ))}
      </ul>
      <figure className="take-quote">
        <blockquote>
          <p>
            Prioritization is not a list you write once. It is a set of habits you practise every
            week, especially when everything feels urgent.
          </p>
        </blockquote>
        <figcaption>Managing Priorities, Elena Marsh and David Okoro</figcaption>
      </figure>
      <RoleQuestion role={role} onChange={setRole} />
      <div className="take-start">
        {isSignedIn(auth) ? (
          <Button onClick={() => onBegin(role)} disabled={busy}>
            {busy ? LOADING_QUESTIONS : 'Begin Your Assessment'}
          </Button>
        ) : (
          <>
            <Button onClick={auth.openSignIn}>Sign In to Start Assessment</Button>
            <Button variant="secondary" onClick={auth.openSignUp}>
              Create Account
            </Button>
            <Button
              variant="ghost"
              className="take-guest"
              onClick={() => onBegin(role)}
              disabled={busy}
            >
              {busy ? LOADING_QUESTIONS : START_WITHOUT_ACCOUNT}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
