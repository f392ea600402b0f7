// /assessment/results/:id: one of the signed-in user's saved reports, with its loading, not-found
// and error states. The report itself brings its own h1; every other state has one here. A shown
// report has Download PDF beside Back to Profile, and below it what the route adds for the owner
// (sharing it, mailing it).
import type { ComponentType, ReactNode } from 'react';
import { MembersGate } from '../../../components/layout/members-gate';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { Button, ButtonLink, Section } from '../../../components/ui';
import { type SiteUser, useAuth } from '../../auth';
import type { ReviewSource } from '../../leads';
import type { SavedReport as SavedReportData } from '../model';
import { formatDateTime } from '../profile/format';
import { usePdfDownload } from '../profile/use-pdf-download';
import { AssessmentReport } from '../report/assessment-report';
import { savedStory } from '../story/use-story';
import { ERROR_TITLE, NOT_FOUND_TEXT, NOT_FOUND_TITLE, type SavedState } from './saved-state';
import { useSavedReport } from './use-saved-report';
import './saved.css';

/** What the owner can do with a shown report beyond reading it; the route supplies it. */
export type OwnerTools = ComponentType<{
  resultId: string;
  email: string;
  firstName: string;
}>;

const backToProfile = <ButtonLink to="/profile">Back to Profile</ButtonLink>;

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section className="saved-message">
      <h1>{title}</h1>
      {children}
    </Section>
  );
}

export interface SavedDownload {
  preparing: boolean;
  onDownload: () => void;
}

/** Download PDF, or Preparing PDF... (disabled) while the file is made. */
function DownloadButton({ preparing, onDownload }: SavedDownload) {
  return (
    <Button variant="secondary" disabled={preparing} onClick={onDownload}>
      {preparing ? 'Preparing PDF...' : 'Download PDF'}
    </Button>
  );
}

/** One object per report, so the report's Next Steps section is not rendered again for nothing. */
const reviews = new WeakMap<SavedReportData, ReviewSource>();
function reviewOf(report: SavedReportData): ReviewSource {
  let review = reviews.get(report);
  if (!review) {
    review = { resultId: report.id };
    reviews.set(report, review);
  }
  return review;
}

/** Renders one state of the page; separate from loading so each state is easy to check. */
export function SavedReportView({
  state,
  download,
  ownerTools,
}: {
  state: SavedState;
  /** The shown report's Download PDF (left out, the report has Back to Profile only). */
  download?: SavedDownload;
  /** Shown after the report. */
  ownerTools?: ReactNode;
}) {
  switch (state.status) {
    case 'loading':
      return (
        <Message title="Assessment Results">
          <p className="muted" role="status">
            Loading results...
          </p>
        </Message>
      );
    case 'not-found':
      return (
        <Message title={NOT_FOUND_TITLE}>
          <p>{NOT_FOUND_TEXT}</p>
          {backToProfile}
        </Message>
      );
    case 'error':
      return (
        <Message title={ERROR_TITLE}>
          <p role="alert">{state.message}</p>
          {backToProfile}
        </Message>
      );
    case 'shown':
      return (
        <>
          <AssessmentReport
            results={state.report}
            story={savedStory(state.report)}
            subtitle={`Saved on ${formatDateTime(state.report.timestamp)}`}
            review={reviewOf(state.report)}
            actions={
              <>
                {backToProfile}
                {download ? <DownloadButton {...download} /> : null}
              </>
            }
          />
          {ownerTools}
        </>
      );
  }
}

function SavedReport({ id, user, Tools }: { id: string; user: SiteUser; Tools?: OwnerTools }) {
  const state = useSavedReport(id, user.id);
  const { preparing, download } = usePdfDownload();
  // The stored report's own id: the one the server answered for the address's id.
  const reportId = state.status === 'shown' ? state.report.id || id : id;
  const shown = state.status === 'shown' ? state.report : null;
  return (
    <SavedReportView
      state={state}
      download={{ preparing: preparing.has(reportId), onDownload: () => void download(reportId) }}
      ownerTools={
        Tools && shown ? (
          <Tools resultId={reportId} email={user.email} firstName={user.firstName} />
        ) : null
      }
    />
  );
}

export function SavedReportPage({ id, ownerTools }: { id: string; ownerTools?: OwnerTools }) {
  const { user } = useAuth();
  return (
    <div className="saved-page">
      <MembersGate
        signedOut={
          <Message title="Assessment Results">
            <SignInPrompt
              title="Sign in to see your results"
              text="Saved assessment results are private: sign in with the account that saved them."
            />
          </Message>
        }
      >
        {user ? <SavedReport id={id} user={user} Tools={ownerTools} /> : null}
      </MembersGate>
    </div>
  );
}
