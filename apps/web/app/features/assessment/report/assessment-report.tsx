// The results report of the Prioritization Self-Assessment. The answer comes first: a summary
// that fits one phone screen (total, archetype, strengths and growth areas, the headline, the one
// first action, Save), then a calm note on careless answering if there is one, a table of contents
// and every section the specification names, in its order, the explanatory ones closed. Scores
// render at once; the texts come from the content service and fill in when loaded. What the report
// shows is decided by the engine in `reportOf(results)`; the sections only render it. The report
// is full width: place it directly in <main>, each section brings its own container. Its `voice`
// says whom it speaks to: its owner ("Your ..."), or the reader of a shared link (voice.ts).
import type { NormsResponse } from '@peak/contracts';
import { type Report, roleLabel } from '@peak/scoring';
import {
  type JSX,
  memo,
  type ReactNode,
  startTransition,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReviewSource } from '../../leads';
import { useNorms } from '../../norms';
import { type ReportResults, reportOf, type StoryState } from '../model';
import type { FrameworkText, ReportTexts } from '../report-texts';
import { useFrameworkText, useReportTexts } from '../use-report-texts';
import { effortNote } from './format';
import { sectionId, TEXTS_LOADING } from './parts';
import { ReportPlaceholder } from './placeholder';
import { About } from './sections/about';
import { SelfVsSystem, SenseVsActivate } from './sections/balance';
import { CapabilitiesFramework } from './sections/capabilities-framework';
import { CapabilityAnalysis } from './sections/capability-analysis';
import { HOW_TO_READ, Introduction } from './sections/introduction';
import { NextSteps } from './sections/next-steps';
import { OverallResults } from './sections/overall-results';
import { ScoreRanges } from './sections/score-ranges';
import { ScoresAtAGlance } from './sections/scores-at-a-glance';
import { SignatureCombinations } from './sections/signature';
import { Story } from './sections/story';
import { Summary } from './sections/summary';
import {
  OWNER_VOICE,
  type ReportVoice,
  type ReportWords,
  reportWords,
  SECTION_TITLES,
  type SectionKey,
} from './voice';
import './report.css';

export const REPORT_TITLE = reportWords(OWNER_VOICE).title;

export interface AssessmentReportProps {
  results: ReportResults;
  story: StoryState;
  /** Rendered at the very end: the save button or the sign-in-to-save button (the page supplies it). */
  footer?: ReactNode;
  /** Rendered in the summary at the top: the same save control as the footer's. */
  save?: ReactNode;
  /** Rendered just under the title, e.g. Back to Profile or Take New Assessment (page supplies it). */
  actions?: ReactNode;
  /** e.g. "Saved on 21 November 2026 at 10:04" on a saved report. */
  subtitle?: string;
  /** Overrides the loaded texts (tests, previews); leave out to load them from the service. */
  texts?: ReportTexts | null;
  /** Overrides the loaded framework text, likewise. */
  framework?: FrameworkText;
  /** Paint the summary first and the rest in a transition (pages that open on the report). */
  progressive?: boolean;
  /**
   * Overrides the norms (tests, previews): null for none. Left out, they are asked for once the
   * report shows, and their absence (loading, a failure) shows nothing.
   */
  norms?: NormsResponse | null;
  /** What "Book a free 15-minute review" shares: this report's answers or saved result. */
  review?: ReviewSource;
  /**
   * Called once with the report's heading when the report (not its placeholder) is first on
   * screen, e.g. to give it the focus after Submit. The heading is focusable for that (tabIndex -1).
   */
  onShown?: (heading: HTMLHeadingElement) => void;
  /** Whom the report speaks to: its owner (the default), or someone a share link was sent to. */
  voice?: ReportVoice;
}

/** A gentle word when the answers look hurried or inconsistent; the scores themselves are unchanged. */
function EffortNote({ report, words }: { report: Report; words: ReportWords }) {
  const reasons = effortNote(report.effort);
  if (!reasons) return null;
  return (
    <div className="container">
      <div className="report-note report-effort" data-testid="low-effort-note">
        <p>{words.effortLead}</p>
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <p>{words.effortClosing}</p>
      </div>
    </div>
  );
}

/**
 * The sections in the order they follow the summary, by their owner's titles (also their anchors);
 * the table of contents lists them as the reader's voice names them.
 */
export const REPORT_CONTENTS = [
  HOW_TO_READ,
  'Your Overall Results',
  'Prioritization Capabilities',
  'Score Ranges',
  'Your Scores at a Glance',
  'Your Prioritization Story',
  'Capability Analysis',
  'Self vs. System',
  'Sense & Align vs. Activate & Execute',
  'Your Signature Combinations',
  'Next Steps',
  'About This Assessment',
] as const;

/** A section's title as the reader's voice names it. */
function shownTitle(title: string, words: ReportWords): string {
  const key = (Object.keys(SECTION_TITLES) as SectionKey[]).find(
    (k) => SECTION_TITLES[k] === title,
  );
  return key ? words.sections[key] : title;
}

function Contents({ words }: { words: ReportWords }) {
  return (
    <nav className="container report-contents" aria-label="Report contents">
      <h2 className="report-contents-title">Contents</h2>
      <ol>
        {REPORT_CONTENTS.map((title) => (
          <li key={title}>
            <a href={`#${sectionId(title)}`}>{shownTitle(title, words)}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

interface BodyProps {
  results: ReportResults;
  report: Report;
  texts: ReportTexts | null;
  framework: FrameworkText;
  story: StoryState;
  norms: NormsResponse | null;
  review: ReviewSource | undefined;
  words: ReportWords;
  /** How many of the sections to show, in order (all of them once the report is revealed). */
  shown: number;
}

/** The sections after the summary, in their order (REPORT_CONTENTS lists their titles). */
const SECTION_COUNT = REPORT_CONTENTS.length;

const sameStory = (a: StoryState, b: StoryState) =>
  a.status === b.status &&
  (a.status !== 'ready' || (b.status === 'ready' && a.story === b.story && a.label === b.label)) &&
  (a.status !== 'failed' || (b.status === 'failed' && a.message === b.message));

const sameFramework = (a: FrameworkText, b: FrameworkText) =>
  a.status === b.status &&
  (a.status !== 'ready' || (b.status === 'ready' && a.text === b.text && a.title === b.title));

/**
 * Every section after the summary. Memoised by what it shows, so a render of the page that
 * changes none of it (the save button's state, a text arriving for the summary) skips it; the
 * sections' elements are kept while only `shown` changes, so showing one more renders only it.
 */
const ReportBody = memo(
  function ReportBody({
    results,
    report,
    texts,
    framework,
    story,
    norms,
    review,
    words,
    shown,
  }: BodyProps) {
    // One element per section, each kept until what it shows changes: norms arriving re-render
    // the two sections that show them, not all twelve.
    const sections = [
      useMemo(() => <Introduction key="introduction" texts={texts} />, [texts]),
      useMemo(
        () => <OverallResults key="overall" report={report} texts={texts} words={words} />,
        [report, texts, words],
      ),
      useMemo(
        () => <CapabilitiesFramework key="framework" texts={texts} framework={framework} />,
        [texts, framework],
      ),
      useMemo(() => <ScoreRanges key="ranges" texts={texts} />, [texts]),
      useMemo(
        () => <ScoresAtAGlance key="glance" results={results} report={report} words={words} />,
        [results, report, words],
      ),
      useMemo(() => <Story key="story" story={story} words={words} />, [story, words]),
      useMemo(
        () => (
          <CapabilityAnalysis
            key="analysis"
            report={report}
            texts={texts}
            norms={norms}
            words={words}
          />
        ),
        [report, texts, norms, words],
      ),
      useMemo(
        () => <SelfVsSystem key="self-system" report={report} texts={texts} words={words} />,
        [report, texts, words],
      ),
      useMemo(
        () => <SenseVsActivate key="sense-activate" report={report} texts={texts} words={words} />,
        [report, texts, words],
      ),
      useMemo(
        () => <SignatureCombinations key="signature" report={report} words={words} />,
        [report, words],
      ),
      useMemo(
        () => (
          <NextSteps key="next-steps" report={report} texts={texts} review={review} words={words} />
        ),
        [report, texts, review, words],
      ),
      useMemo(
        () => <About key="about" texts={texts} quality={norms?.quality ?? null} />,
        [texts, norms],
      ),
    ];
    return <>{sections.slice(0, shown)}</>;
  },
  (a, b) =>
    a.shown === b.shown &&
    a.results === b.results &&
    a.report === b.report &&
    a.texts === b.texts &&
    a.norms === b.norms &&
    a.review === b.review &&
    a.words === b.words &&
    sameFramework(a.framework, b.framework) &&
    sameStory(a.story, b.story),
);

/**
 * On a page that shows the report as soon as it opens, the summary paints first and the sections
 * follow one at a time, each in a transition of its own: React renders each in slices, and no
 * single commit creates the whole report (it was the page's longest task). Elsewhere all show at once.
 */
function useShownSections(progressive: boolean, summaryShown: boolean): number {
  const [shown, setShown] = useState(progressive ? 0 : SECTION_COUNT);
  useEffect(() => {
    if (summaryShown && shown < SECTION_COUNT) startTransition(() => setShown(shown + 1));
  }, [summaryShown, shown]);
  return shown;
}

/**
 * The text a live region comes to hold one render after it is on the page: a region that arrives
 * with its words already in it is not read by most screen readers, one that is then filled is.
 */
function useLateAnnouncement(text: string): string {
  const [said, setSaid] = useState('');
  useEffect(() => setSaid(text), [text]);
  return said;
}

export function AssessmentReport(props: AssessmentReportProps): JSX.Element {
  // The hooks always run (hook order); an override, when given, wins.
  const loadedTexts = useReportTexts();
  const loadedFramework = useFrameworkText();
  const texts = props.texts !== undefined ? props.texts : loadedTexts;
  const framework = props.framework ?? loadedFramework;
  const { results } = props;
  const report = useMemo(() => reportOf(results), [results]);
  const { audience, firstName } = props.voice ?? OWNER_VOICE;
  const words = useMemo(() => reportWords({ audience, firstName }), [audience, firstName]);
  const shown = useShownSections(props.progressive === true, texts !== null);
  // Asked for once the report is on screen (not behind the placeholder); an override wins.
  const onScreen = !(props.progressive && !texts);
  const loadedNorms = useNorms(props.norms === undefined && onScreen);
  const norms = props.norms !== undefined ? props.norms : loadedNorms;
  // Texts, framework, story and norms arrive after the first paint: the body takes them in the
  // background.
  const bodyTexts = useDeferredValue(texts);
  const bodyFramework = useDeferredValue(framework);
  const bodyStory = useDeferredValue(props.story);
  const bodyNorms = useDeferredValue(norms);

  const placeholder = props.progressive === true && !texts;
  // The careless-answering note is heard as well as seen: it is about how to read every score.
  const effort = effortNote(report.effort);
  const effortHeard = useLateAnnouncement(
    texts && effort ? [words.effortLead, ...effort].join(' ') : '',
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const shownOnce = useRef(false);
  const { onShown } = props;
  useEffect(() => {
    if (placeholder || shownOnce.current || !onShown || !heading.current) return;
    shownOnce.current = true;
    onShown(heading.current);
  }, [placeholder, onShown]);

  // A page that opens on the report waits for its texts (a moment) behind a placeholder that fills
  // the screen, so the summary appears whole and nothing on screen moves as the texts come in.
  if (placeholder) return <ReportPlaceholder />;
  return (
    <div className="report">
      <div className="report-header">
        <div className="container">
          <h1 ref={heading} tabIndex={-1}>
            {words.title}
          </h1>
          {props.subtitle ? <p className="report-subtitle">{props.subtitle}</p> : null}
          {report.role ? (
            <p className="report-role" data-testid="report-role">
              Answered as: <strong>{roleLabel(report.role)}</strong>
            </p>
          ) : null}
          {props.actions ? <div className="button-row report-actions">{props.actions}</div> : null}
          <p className="visually-hidden" role="status">
            {texts ? effortHeard : TEXTS_LOADING}
          </p>
          {results.error ? (
            <div className="report-alert" role="alert">
              <p>
                <strong>There was a problem with these results:</strong> {results.error}
              </p>
              <p>The scores below may be incomplete.</p>
            </div>
          ) : null}
        </div>
      </div>
      <Summary report={report} texts={texts} save={props.save} norms={norms} words={words} />
      <EffortNote report={report} words={words} />
      <Contents words={words} />
      <ReportBody
        results={results}
        report={report}
        texts={bodyTexts}
        framework={bodyFramework}
        story={bodyStory}
        norms={bodyNorms}
        review={props.review}
        words={words}
        shown={shown}
      />
      {shown === SECTION_COUNT && props.footer ? (
        <div className="report-footer">
          <div className="container">{props.footer}</div>
        </div>
      ) : null}
    </div>
  );
}
