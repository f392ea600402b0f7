// /r/:token: the saved report a share link opens, read-only and anonymous: a note that says whose
// it is and that it is written to them, with an invitation to take the assessment oneself, then the
// report in the shared voice (about the person, never "your"), without its save, share or account
// controls (the route gives the report's component). A link that expired or was revoked says so,
// with the same invitation; an unknown link shows the site's not-found page (the server answers 404).
import {
  SHARE_LINK_GONE_REASONS,
  SHARE_LINK_GONE_TEXT,
  type ShareLinkGoneReason,
  type ShareLinkReport,
} from '@peak/contracts';
import { type ComponentType, type ReactNode, useId } from 'react';
import { Button, ButtonLink, Section } from '../../components/ui';
import { messageOf } from '../../lib/error-message';
import { HttpError } from '../../lib/http';
import { useQuery } from '../../lib/query';
import { NotFoundPage } from '../not-found';
import { openSharedReport } from './api';
import { dateOf } from './format';
import './sharing.css';

export const SHARED_BANNER = 'A report shared with you';
export const SHARED_TITLE = 'A shared report';
export const TAKE_IT_YOURSELF = 'Take the assessment yourself';

/** Draws the report read-only, in the shared voice: the assessment's report, given by the route. */
export type ReadOnlyReport = ComponentType<{ report: ShareLinkReport; subtitle: string }>;

/** "Ada shared this report with you", or without a name the banner's plain words. */
export const bannerTitle = (firstName?: string) =>
  firstName?.trim() ? `${firstName.trim()} shared this report with you` : SHARED_BANNER;

/** Why the report is worded as it is: it was written to the person who shared it. */
export function writtenToText(firstName?: string): string {
  const name = firstName?.trim();
  return name
    ? `It is written to ${name}: where it says "you", it means ${name}.`
    : `The person who took this Prioritization Self-Assessment shared their report with you. It is written to them: where it says "you", it means them.`;
}

function SharedBanner({ report }: { report: ShareLinkReport }) {
  const id = useId();
  return (
    <section className="shared-banner" aria-labelledby={id}>
      <div className="container shared-banner-body">
        <div>
          <p id={id} className="shared-banner-title">
            {bannerTitle(report.firstName)}
          </p>
          <p>
            {writtenToText(report.firstName)} The link works until {dateOf(report.expiresAt)}.
          </p>
        </div>
        <ButtonLink to="/assessment/take" variant="secondary" size="small">
          {TAKE_IT_YOURSELF}
        </ButtonLink>
      </div>
    </section>
  );
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section className="shared-message">
      <h1>{title}</h1>
      {children}
    </Section>
  );
}

/** The reason a 410 carries, when it is one this page knows. */
export function goneReason(error: unknown): ShareLinkGoneReason | null {
  if (!(error instanceof HttpError) || error.status !== 410) return null;
  const reason = (error.body as { reason?: unknown } | null)?.reason;
  return SHARE_LINK_GONE_REASONS.find((r) => r === reason) ?? null;
}

/** A link that worked once: what became of it, and the reader's own assessment. */
function LinkGone({ reason }: { reason: ShareLinkGoneReason }) {
  // The server's sentence, as the page's title without its full stop.
  return (
    <Message title={SHARE_LINK_GONE_TEXT[reason].replace(/\.$/, '')}>
      <p className="shared-gone-text">
        The report it opened is no longer shared through this link. If you still need it, ask the
        person who sent it to you for a new one.
      </p>
      <p className="shared-gone-text">
        Curious how you prioritize? The assessment is free, and you get a report of your own.
      </p>
      <div className="button-row">
        <ButtonLink to="/assessment/take">{TAKE_IT_YOURSELF}</ButtonLink>
      </div>
    </Message>
  );
}

export function SharedReportPage({ token, Report }: { token: string; Report: ReadOnlyReport }) {
  const shared = useQuery(['shared-report', token], (signal) => openSharedReport(token, signal));
  if (shared.status === 'error') {
    if (shared.error instanceof HttpError && shared.error.status === 404) return <NotFoundPage />;
    const gone = goneReason(shared.error);
    if (gone) return <LinkGone reason={gone} />;
    return (
      <Message title={SHARED_TITLE}>
        <p role="alert">The report could not be loaded. {messageOf(shared.error)}</p>
        <Button variant="secondary" onClick={shared.retry}>
          Try again
        </Button>
      </Message>
    );
  }
  if (shared.status !== 'success')
    return (
      <Message title={SHARED_TITLE}>
        <p className="muted" role="status">
          Loading the report...
        </p>
      </Message>
    );
  const report = shared.data;
  return (
    <>
      <SharedBanner report={report} />
      <Report report={report} subtitle={`Saved on ${dateOf(report.timestamp)}`} />
    </>
  );
}
