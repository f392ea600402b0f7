// The two group comparisons: Self vs. System and Sense & Align vs. Activate & Execute. Each shows
// both totals on the 90-point scale and the verdict the engine gives for them.
import { GROUP_MAX, selfSystemVerdict, senseActivateVerdict } from '@peak/scoring';
import type { ReportResults } from '../../model';
import type { ReportTexts } from '../../report-texts';
import { Paragraphs, ReportSection, ScoreBar, TextsLoading } from '../parts';

interface Side {
  label: string;
  value: number;
  colour: string;
}

function Balance({
  title,
  sides,
  verdict,
  texts,
  alt,
}: {
  title: string;
  sides: [Side, Side];
  verdict: string;
  texts: Record<string, string> | undefined;
  alt?: boolean;
}) {
  return (
    <ReportSection title={title} alt={alt}>
      {texts ? <Paragraphs text={texts.intro} /> : <TextsLoading />}
      <div className="card balance-card">
        {sides.map((side) => (
          <ScoreBar
            key={side.label}
            label={side.label}
            value={side.value}
            max={GROUP_MAX}
            colour={side.colour}
          />
        ))}
        <p className="balance-verdict">
          Verdict: <strong>{verdict}</strong>
        </p>
        {texts ? <Paragraphs text={texts[verdict]} /> : null}
      </div>
    </ReportSection>
  );
}

export function SelfVsSystem({
  results,
  texts,
}: {
  results: ReportResults;
  texts: ReportTexts | null;
}) {
  return (
    <Balance
      title="Self vs. System"
      sides={[
        { label: 'Self', value: results.selfScore, colour: '#1d4ed8' },
        { label: 'System', value: results.systemScore, colour: '#047857' },
      ]}
      verdict={selfSystemVerdict(results.selfScore, results.systemScore)}
      texts={texts?.selfVsSystem}
    />
  );
}

export function SenseVsActivate({
  results,
  texts,
}: {
  results: ReportResults;
  texts: ReportTexts | null;
}) {
  return (
    <Balance
      title="Sense & Align vs. Activate & Execute"
      sides={[
        { label: 'Sense & Align', value: results.senseAlignScore, colour: '#1d4ed8' },
        { label: 'Activate & Execute', value: results.activateExecuteScore, colour: '#c2410c' },
      ]}
      verdict={senseActivateVerdict(results.senseAlignScore, results.activateExecuteScore)}
      texts={texts?.senseVsActivate}
      alt
    />
  );
}
