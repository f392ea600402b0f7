// The results report of the Prioritization Self-Assessment. Scores render at once; the texts come
// from the content service and fill in when loaded. The report is full width: place it directly
// in <main>, each section brings its own container.
import type { JSX, ReactNode } from 'react';
import type { ReportResults, StoryState } from '../model';
import type { FrameworkText, ReportTexts } from '../report-texts';
import { useFrameworkText, useReportTexts } from '../use-report-texts';
import { secondsLabel } from './format';
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

/** A gentle word when answers came very fast; the scores themselves are unchanged. */
export function lowEffortNote(results: ReportResults): string | null {
  const timing = results.answerTiming;
  if (!timing?.lowEffort) return null;
  return (
    `You moved through the questions quickly (about ${secondsLabel(timing.averageMs)} each on ` +
    'average). The report is still yours; if some answers were quick guesses, retaking it later ' +
    'may give a clearer picture.'
  );
}

export function AssessmentReport(props: AssessmentReportProps): JSX.Element {
  // The hooks always run (hook order); an override, when given, wins.
  const loadedTexts = useReportTexts();
  const loadedFramework = useFrameworkText();
  const texts = props.texts !== undefined ? props.texts : loadedTexts;
  const framework = props.framework ?? loadedFramework;
  const { results } = props;
  const note = lowEffortNote(results);

  return (
    <div className="report">
      <div className="report-header">
        <div className="container">
          <h1>{REPORT_TITLE}</h1>
          {props.subtitle ? <p className="report-subtitle">{props.subtitle}</p> : null}
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
          {note ? (
            <p className="report-note report-effort" data-testid="low-effort-note">
              {note}
            </p>
          ) : null}
          <Introduction texts={texts} />
        </div>
      </div>
      <OverallResults results={results} />
      <CapabilitiesFramework texts={texts} framework={framework} />
      <ScoreRanges texts={texts} />
      <ScoresAtAGlance results={results} />
      <Story story={props.story} />
      <CapabilityAnalysis results={results} texts={texts} />
      <SelfVsSystem results={results} texts={texts} />
      <SenseVsActivate results={results} texts={texts} />
      <SignatureCombinations results={results} />
      <NextSteps texts={texts} />
      <About texts={texts} />
      {props.footer ? (
        <div className="report-footer">
          <div className="container">{props.footer}</div>
        </div>
      ) : null}
    </div>
  );
}
