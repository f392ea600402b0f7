// The two group comparisons: Self vs. System and Sense & Align vs. Activate & Execute. Each shows
// both totals on the 90-point scale, the verdict the engine gives for them, how big the difference
// is against the noise of one take, and the text written for that verdict (a lean within the noise
// has its own).
import type { Report, ReportComparison } from '@peak/scoring';
import type { ReportTexts } from '../../report-texts';
import { balancedWithinText } from '../format';
import { Lead, Paragraphs, ReadMore, ReportSection, ScoreBar, TextsLoading } from '../parts';
import { type ReportWords, reportWords } from '../voice';

/** Two neutral inks: the sides of a comparison are not families, so they wear no family colour. */
const SIDE_COLOURS = { left: '#1e3a8a', right: '#475569' } as const;

interface Side {
  label: string;
  colour: string;
}

function Balance({
  title,
  sides,
  comparison,
  within,
  texts,
  alt,
  words,
}: {
  title: string;
  sides: [Side, Side];
  comparison: ReportComparison;
  within: number;
  texts: Record<string, string> | undefined;
  alt?: boolean;
  words: ReportWords;
}) {
  const [left, right] = sides;
  return (
    <ReportSection title={title} alt={alt}>
      <div className="card balance-card">
        <ScoreBar
          label={left.label}
          value={comparison.left}
          max={comparison.max}
          colour={left.colour}
        />
        <ScoreBar
          label={right.label}
          value={comparison.right}
          max={comparison.max}
          colour={right.colour}
        />
        <p className="balance-verdict">
          Verdict: <strong>{comparison.verdict}</strong>
        </p>
        <p className="balance-threshold">
          {comparison.sizeSentence} {balancedWithinText(within)}
        </p>
        {texts ? (
          <Lead
            text={texts[comparison.textKey] ?? texts[comparison.verdict]}
            about={words.verdictOf(title)}
          />
        ) : (
          <TextsLoading />
        )}
        {texts?.intro ? (
          <ReadMore about={`what ${title} compares`}>
            <Paragraphs text={texts.intro} />
          </ReadMore>
        ) : null}
      </div>
    </ReportSection>
  );
}

interface BalanceProps {
  report: Report;
  texts: ReportTexts | null;
  words?: ReportWords;
}

export function SelfVsSystem({ report, texts, words = reportWords() }: BalanceProps) {
  return (
    <Balance
      words={words}
      title="Self vs. System"
      sides={[
        { label: 'Self', colour: SIDE_COLOURS.left },
        { label: 'System', colour: SIDE_COLOURS.right },
      ]}
      comparison={report.selfVsSystem}
      within={report.thresholds.balanceWithin}
      texts={texts?.selfVsSystem}
    />
  );
}

export function SenseVsActivate({ report, texts, words = reportWords() }: BalanceProps) {
  return (
    <Balance
      words={words}
      title="Sense & Align vs. Activate & Execute"
      sides={[
        { label: 'Sense & Align', colour: SIDE_COLOURS.left },
        { label: 'Activate & Execute', colour: SIDE_COLOURS.right },
      ]}
      comparison={report.senseVsActivate}
      within={report.thresholds.balanceWithin}
      texts={texts?.senseVsActivate}
      alt
    />
  );
}
