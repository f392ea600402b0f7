// /r/:token: the saved report a share link opens, read-only and anonymous: a banner that says it
// was shared, then the report as its owner sees it, without its save, share or account controls
// (the route gives the report's component). An unknown, expired or revoked link shows the site's
// not-found page (the server answers 404).
import type { ShareLinkReport } from '@peak/contracts';
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

/** Draws the report read-only: the assessment's report, given by the route. */
export type ReadOnlyReport = ComponentType<{ report: ShareLinkReport; subtitle: string }>;

function SharedBanner({ report }: { report: ShareLinkReport }) {
  const id = useId();
  return (
    <section className="shared-banner" aria-labelledby={id}>
      <div className="container shared-banner-body">
        <div>
          <p id={id} className="shared-banner-title">
            {SHARED_BANNER}
          </p>
          <p>
            The person who took this Prioritization Self-Assessment shared their report with you.
            The link works until {dateOf(report.expiresAt)}.
          </p>
        </div>
        <ButtonLink to="/assessment" variant="secondary" size="small">
          Take the assessment yourself
        </ButtonLink>
      </div>
    </section>
  );
}

function Message({ children }: { children: ReactNode }) {
  return (
    <Section className="shared-message">
      <h1>{SHARED_TITLE}</h1>
      {children}
    </Section>
  );
}

export function SharedReportPage({ token, Report }: { token: string; Report: ReadOnlyReport }) {
  const shared = useQuery(['shared-report', token], (signal) => openSharedReport(token, signal));
  if (shared.status === 'error') {
    if (shared.error instanceof HttpError && shared.error.status === 404) return <NotFoundPage />;
    return (
      <Message>
        <p role="alert">The report could not be loaded. {messageOf(shared.error)}</p>
        <Button variant="secondary" onClick={shared.retry}>
          Try again
        </Button>
      </Message>
    );
  }
  if (shared.status !== 'success')
    return (
      <Message>
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
