// The report at the end of the flow (or on a return visit), with saving it to the account: one
// save, offered in the report's summary and at its end, both showing its state. Take New
// Assessment asks first while the report is kept nowhere but this browser.
// Loaded on demand by take-page.tsx.
import { AssessmentReport } from '../report/assessment-report';
import { useStory } from '../story/use-story';
import { NewAssessmentButton } from './new-assessment';
import { SaveResults, useSaveResults } from './save-results';
import type { StoredResult } from './storage';

export default function TakenReport({
  result,
  onReset,
}: {
  result: StoredResult;
  onReset: () => void;
}) {
  const story = useStory(result.results, result.answers, result.contentVersion);
  const save = useSaveResults(result, story.status === 'ready' ? story.story : undefined);
  return (
    <AssessmentReport
      results={result.results}
      story={story}
      progressive
      actions={<NewAssessmentButton kept={save.kept} signedIn={save.signedIn} onReset={onReset} />}
      save={<SaveResults control={save} place="summary" />}
      footer={<SaveResults control={save} place="footer" />}
    />
  );
}
