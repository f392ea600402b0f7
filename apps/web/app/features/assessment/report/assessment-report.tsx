// The results report of the Prioritization Self-Assessment. Scores render at once; the texts come
// from the content service and fill in when loaded. What the report shows (bands, edges, strengths,
// verdicts, patterns, Next Steps, notes) is decided by the engine in `reportOf(results)`; the
// sections only render it. The report is full width: place it directly in <main>, each section
// brings its own container.
import { type Report, roleLabel } from '@peak/scoring';
import type { JSX, ReactNode } from 'react';
import { type ReportResults, reportOf, type StoryState } from '../model';
import type { FrameworkText, ReportTexts } from '../report-texts';
import { useFrameworkText, useReportTexts } from '../use-report-texts';
import { EFFORT_NOTE_CLOSING, EFFORT_NOTE_LEAD, effortNote } from './format';
import { TEXTS_LOADING } from './parts';
import { About } from './sections/about';
import { SelfVsSystem, SenseVsActivate } from './sections/balance';
import { CapabilitiesFramework } from './sections/capabilities-framework';
import { CapabilityAnalysis } from './sections/capability-analysis';
import { Introduction } from './sections/introduction';
import { NextSteps } from './sections/next-steps';
import { OverallResults } from './sections/overall-results';
import { ScoreRanges } from './sections/score-ranges';
import { ScoresAtAGlance } from './sections/scores-at-a-glance';
import { SignatureCombinations } from './sections/signature';
import { Story } from './sections/story';
import './report.css';

export const REPORT_TITLE = 'Your Prioritization Report';

export interface AssessmentReportProps {
  results: ReportResults;
  story: StoryState;
  /** Rendered at the very end: the save button or the sign-in-to-save button (the page supplies it). */
  footer?: ReactNode;
  /** Rendered just under the title, e.g. Back to Profile or Take New Assessment (page supplies it). */
  actions?: ReactNode;
  /** e.g. "Saved on 21 November 2026 at 10:04" on a saved report. */
  subtitle?: string;
  /** Overrides the loaded texts (tests, previews); leave out to load them from the service. */
  texts?: ReportTexts | null;
  /** Overrides the loaded framework text, likewise. */
  framework?: FrameworkText;
}

/** A gentle word when the answers look hurried or inconsistent; the scores themselves are unchanged. */
function EffortNote({ report }: { report: Report }) {
  const reasons = effortNote(report.effort);
  if (!reasons) return null;
  return (
    <div className="report-note report-effort" data-testid="low-effort-note">
      <p>{EFFORT_NOTE_LEAD}</p>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p>{EFFORT_NOTE_CLOSING}</p>
    </div>
  );
}

export function AssessmentReport(props: AssessmentReportProps): JSX.Element {
  // The hooks always run (hook order); an override, when given, wins.
  const loadedTexts = useReportTexts();
  const loadedFramework = useFrameworkText();
  const texts = props.texts !== undefined ? props.texts : loadedTexts;
  const framework = props.framework ?? loadedFramework;
  const { results } = props;
  const report = reportOf(results);

  return (
    <div className="report">
      <div className="report-header">
        <div className="container">
          <h1>{REPORT_TITLE}</h1>
          {props.subtitle ? <p className="report-subtitle">{props.subtitle}</p> : null}
          {report.role ? (
            <p className="report-role" data-testid="report-role">
              Answered as: <strong>{roleLabel(report.role)}</strong>
            </p>
          ) : null}
          {props.actions ? <div className="button-row report-actions">{props.actions}</div> : null}
          <p className="visually-hidden" role="status">
            {texts ? '' : TEXTS_LOADING}
          </p>
          {results.error ? (
            <div className="report-alert" role="alert">
              <p>
                <strong>There was a problem with these results:</strong> {results.error}
              </p>
              <p>The scores below may be incomplete.</p>
            </div>
          ) : null}
          <EffortNote report={report} />
          <Introduction texts={texts} />
        </div>
      </div>
      <OverallResults report={report} texts={texts} />
      <CapabilitiesFramework texts={texts} framework={framework} />
      <ScoreRanges texts={texts} />
      <ScoresAtAGlance results={results} report={report} />
      <Story story={props.story} />
      <CapabilityAnalysis report={report} texts={texts} />
      <SelfVsSystem report={report} texts={texts} />
      <SenseVsActivate report={report} texts={texts} />
      <SignatureCombinations report={report} />
      <NextSteps report={report} texts={texts} />
      <About texts={texts} />
      {props.footer ? (
        <div className="report-footer">
          <div className="container">{props.footer}</div>
        </div>
      ) : null}
    </div>
  );
}
