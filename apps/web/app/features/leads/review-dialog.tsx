// The review request: who asks, a note, and what of the report they share (the headline figures or
// the whole report), said plainly before they send it. A modal dialog (Radix): focus kept inside,
// Escape closes it, focus goes back to the button.
import type { ShareScope } from '@peak/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui';
import { type Choice, ChoiceGroup } from '../../components/ui/choice-group';
import { messageOf } from '../../lib/error-message';
import { reportStep } from '../../lib/funnel';
import { useMutation } from '../../lib/query';
import { isSignedIn, useAuth } from '../auth';
import { requestReview } from './api';
import type { ReviewSource } from './review-source';
import '../../components/ui/confirm-dialog.css';
import './leads.css';
import { keepFocusInView } from '../../components/ui/keep-focus-in-view';

export const REVIEW_SENT =
  'Thank you. We have your request and will email you within two working days to find a time.';

const SHARE_CHOICES: ReadonlyArray<Choice<ShareScope>> = [
  {
    value: 'headline',
    label: 'The headline figures only',
    detail: 'Your total and level, your four family scores, your top strengths and growth areas.',
  },
  {
    value: 'report',
    label: 'The whole report',
    detail: 'The headline figures, all twelve capability scores, your patterns and your balances.',
  },
];

export default function ReviewDialog({
  open,
  onOpenChange,
  source,
  title,
  returnFocus,
}: {
  returnFocus: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  source: ReviewSource;
  title: string;
}) {
  const id = useId();
  const auth = useAuth();
  const user = isSignedIn(auth) ? auth.user : null;
  const [name, setName] = useState(user ? `${user.firstName} ${user.lastName}`.trim() : '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [company, setCompany] = useState('');
  const [note, setNote] = useState('');
  const [share, setShare] = useState<ShareScope>('headline');
  const [website, setWebsite] = useState('');
  const send = useMutation(requestReview);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.status === 'pending') return;
    void send
      .mutate({ ...source, name, email, company, note, share, website })
      .then((sent) => sent && reportStep({ step: 'review-requested' }))
      .catch(() => undefined);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-overlay" />
        <Dialog.Content
          className="confirm-dialog review-dialog"
          onFocus={keepFocusInView}
          aria-describedby={`${id}-intro`}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title>{title}</Dialog.Title>
          {send.status === 'success' ? (
            <>
              <p role="status" className="review-sent">
                {REVIEW_SENT}
              </p>
              <div className="button-row confirm-actions">
                <Dialog.Close asChild>
                  <Button>Close</Button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <form className="review-form" onSubmit={submit}>
              <p id={`${id}-intro`}>
                In 15 minutes we look at your report together and pick the one change most worth
                making first. Tell us how to reach you and choose what we see of your report.
              </p>
              <div className="review-field">
                <label htmlFor={`${id}-name`}>Name *</label>
                <input
                  id={`${id}-name`}
                  required
                  maxLength={200}
                  autoComplete="name"
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                />
              </div>
              <div className="review-field">
                <label htmlFor={`${id}-email`}>Email *</label>
                <input
                  id={`${id}-email`}
                  type="email"
                  required
                  maxLength={320}
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                />
              </div>
              <div className="review-field">
                <label htmlFor={`${id}-company`}>Company</label>
                <input
                  id={`${id}-company`}
                  maxLength={200}
                  autoComplete="organization"
                  value={company}
                  onChange={(e) => setCompany(e.currentTarget.value)}
                />
              </div>
              <ChoiceGroup
                legend="What we see of your report *"
                choices={SHARE_CHOICES}
                value={share}
                onChange={setShare}
              />
              <div className="review-field">
                <label htmlFor={`${id}-note`}>Your note *</label>
                <textarea
                  id={`${id}-note`}
                  required
                  maxLength={5000}
                  rows={4}
                  placeholder="What would you like to talk through?"
                  value={note}
                  onChange={(e) => setNote(e.currentTarget.value)}
                />
              </div>
              <div className="review-honeypot" aria-hidden="true">
                <label htmlFor={`${id}-website`}>Website</label>
                <input
                  id={`${id}-website`}
                  tabIndex={-1}
                  autoComplete="off"
                  value={website}
                  onChange={(e) => setWebsite(e.currentTarget.value)}
                />
              </div>
              {send.status === 'error' ? (
                <p className="confirm-error" role="alert">
                  {messageOf(send.error)}
                </p>
              ) : null}
              <div className="button-row confirm-actions">
                <Dialog.Close asChild>
                  <Button variant="secondary" disabled={send.status === 'pending'}>
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button type="submit" disabled={send.status === 'pending'}>
                  {send.status === 'pending' ? 'Sending...' : 'Send request'}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
