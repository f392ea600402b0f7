// The report at the end of the flow (or on a return visit), with saving it to the account: one
// save, offered in the report's summary and at its end, both showing its state. Take New
// Assessment asks first while the report is kept nowhere but this browser; Download PDF makes the
// same document as a saved report's, from the result held here.
// Loaded on demand by take-page.tsx.
import { useMemo } from 'react';
import { Button } from '../../../components/ui';
import { useReportPdfDownload } from '../profile/use-pdf-download';
import { AssessmentReport } from '../report/assessment-report';
import { useStory } from '../story/use-story';
import { NewAssessmentButton } from './new-assessment';
import { type AfterSave, SaveResults, useSaveResults } from './save-results';
import type { StoredResult } from './storage';

export default function TakenReport({
  result,
  onReset,
  onShown,
  afterSave,
}: {
  result: StoredResult;
  afterSave?: AfterSave;
  onReset: () => void;
  /** Called with the report's heading once it is on screen (the page focuses it after Submit). */
  onShown?: (heading: HTMLHeadingElement) => void;
}) {
  const story = useStory(result.results, result.answers, result.contentVersion);
  const ready = story.status === 'ready' ? story : undefined;
  const save = useSaveResults(result, ready?.story, afterSave);
  const pdf = useReportPdfDownload();
  // The answers, scored again by the server. Kept for the result's life: a new object would
  // re-render the Next Steps section.
  const review = useMemo(
    () => ({
      responses: [...result.answers],
      ...(result.results.role ? { role: result.results.role } : {}),
      ...(result.contentVersion ? { contentVersion: result.contentVersion } : {}),
    }),
    [result],
  );
  return (
    <AssessmentReport
      results={result.results}
      story={story}
      progressive
      review={review}
      onShown={onShown}
      actions={
        <>
          <NewAssessmentButton kept={save.kept} signedIn={save.signedIn} onReset={onReset} />
          <Button
            variant="secondary"
            disabled={pdf.preparing}
            onClick={() =>
              pdf.downloadResults(
                { ...result.results, story: ready?.story, storyLabel: ready?.label },
                { completedAt: result.completedAt },
              )
            }
          >
            {pdf.preparing ? 'Preparing PDF...' : 'Download PDF'}
          </Button>
        </>
      }
      save={<SaveResults control={save} place="summary" />}
      footer={<SaveResults control={save} place="footer" />}
    />
  );
}
