// "Next Steps": the one plan. Start here (its if-then for this week, week two, how the reader will
// know it works, and why it comes first), then at most two more steps, each its capability's
// practice, the closing text (which invites the retake), and the invitation to a free 15-minute review: a review request
// sharing this report, or the contact page (an external form when configured) where there is no
// report to share. Read on a shared report, the plan is introduced as the one suggested to its
// owner, and the closing (a reminder to retake) and the review of "your report" give way to an
// invitation to take the assessment oneself.
import type { Report } from '@peak/scoring';
import { Link } from 'react-router';
import { ButtonLink, ExternalLink } from '../../../../components/ui';
import { useSiteSettings } from '../../../../lib/site-settings';
import { ReviewRequestButton, type ReviewSource } from '../../../leads';
import type { ReportTexts } from '../../report-texts';
import { type PlanStepText, planTexts, reviewLink } from '../format';
import { Paragraphs, ReportSection, TextsLoading } from '../parts';
import { type ReportWords, reportWords, SECTION_TITLES } from '../voice';

export const REVIEW_LINK_TEXT = 'Book a free 15-minute review';

export const TAKE_YOUR_OWN = 'Take the assessment yourself';

export const START_HERE = 'Start here';

/** Start here, set apart: the if-then for this week, week two, the sign it works, and why here. */
function StartHere({
  step,
  label,
  howKnow,
}: {
  step: PlanStepText;
  label: string;
  howKnow: string;
}) {
  return (
    <div className="card first-action" data-testid="first-action">
      <h3>
        {label}: {step.step.capability}
      </h3>
      <p>
        <strong>This week: </strong>
        {step.ifThen}
      </p>
      {step.weekTwo ? (
        <p>
          <strong>Week two: </strong>
          {step.weekTwo}
        </p>
      ) : null}
      {step.signal ? (
        <p>
          <strong>{howKnow}: </strong>
          {step.signal}
        </p>
      ) : null}
      <p className="muted">
        <strong>Why here: </strong>
        {step.because}
      </p>
    </div>
  );
}

/** The plan's later steps: each a capability's practice and its sign, taken once Start here holds. */
function LaterSteps({ steps }: { steps: readonly PlanStepText[] }) {
  if (steps.length === 0) return null;
  return (
    <>
      <h3 className="next-steps-then">Then, once it holds</h3>
      <ol className="next-steps" start={steps[0]?.number}>
        {steps.map((s) => (
          <li key={s.step.capability}>
            <strong>{s.step.capability}: </strong>
            {s.ifThen}
            {s.signal ? <span className="next-step-source"> {s.signal}</span> : null}
          </li>
        ))}
      </ol>
    </>
  );
}

function Plan({
  report,
  texts,
  words,
}: {
  report: Report;
  texts: ReportTexts;
  words: ReportWords;
}) {
  const steps = planTexts(report, texts);
  const start = steps.find((s) => s.number === 1);
  const owner = words.audience === 'owner';
  return (
    <>
      {start ? (
        <StartHere
          step={start}
          label={owner ? START_HERE : words.firstStep}
          howKnow={words.howKnow}
        />
      ) : null}
      <LaterSteps steps={steps.filter((s) => s.number > 1)} />
    </>
  );
}

/** On a shared report: the reader's own assessment, in place of a review of someone else's. */
export function TakeYourOwn() {
  return (
    <div className="card review-invite take-your-own" data-testid="take-your-own">
      <p>
        <strong>How do you prioritize?</strong> The assessment is free: 36 questions about what you
        actually do, and a report of your own like this one, without an account.
      </p>
      <ButtonLink to="/assessment/take">{TAKE_YOUR_OWN}</ButtonLink>
    </div>
  );
}

export function NextSteps({
  report,
  texts,
  review,
  words = reportWords(),
}: {
  report: Report;
  texts: ReportTexts | null;
  /** The report a review request would share; without it the button opens the contact page. */
  review?: ReviewSource;
  words?: ReportWords;
}) {
  const owner = words.audience === 'owner';
  return (
    <ReportSection title={words.sections.nextSteps} anchor={SECTION_TITLES.nextSteps} alt>
      {words.nextStepsFor ? <p className="muted report-voice-note">{words.nextStepsFor}</p> : null}
      {texts ? (
        <>
          <Plan report={report} texts={texts} words={words} />
          {owner ? (
            <div className="next-steps-closing">
              <Paragraphs text={texts.nextStepsClosing} />
            </div>
          ) : null}
        </>
      ) : (
        <TextsLoading />
      )}
      {owner ? <ReviewInvite source={review} /> : <TakeYourOwn />}
    </ReportSection>
  );
}

/** The free 15-minute review of the owner's report. */
function ReviewInvite({ source }: { source: ReviewSource | undefined }) {
  const review = reviewLink(useSiteSettings().reviewBookingUrl);
  return (
    <div className="card review-invite">
      <p>
        Want to talk your results through? In a free 15-minute review we look at your report
        together and pick the one change most worth making first.
      </p>
      {source ? (
        <ReviewRequestButton label={REVIEW_LINK_TEXT} source={source} />
      ) : review.external ? (
        <ExternalLink href={review.href} variant="primary">
          {REVIEW_LINK_TEXT}
        </ExternalLink>
      ) : (
        <Link to={review.href} className="button button-primary">
          {REVIEW_LINK_TEXT}
        </Link>
      )}
    </div>
  );
}
