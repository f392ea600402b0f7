// The report at the end of the flow (or on a return visit), with saving it to the account.
// Loaded on demand by take-page.tsx.
import { useState } from 'react';
import { Button } from '../../../components/ui';
import { AssessmentReport } from '../report/assessment-report';
import { useStory } from '../story/use-story';
import { SaveResults } from './save-results';
import { type StoredResult, writeResult } from './storage';

export default function TakenReport({
  result,
  onReset,
}: {
  result: StoredResult;
  onReset: () => void;
}) {
  const story = useStory(result.results, result.answers, result.contentVersion);
  const [savedId, setSavedId] = useState(result.savedId);
  const onSaved = (id: string) => {
    setSavedId(id);
    writeResult({ ...result, savedId: id });
  };
  return (
    <AssessmentReport
      results={result.results}
      story={story}
      actions={
        <Button variant="secondary" onClick={onReset}>
          Take New Assessment
        </Button>
      }
      footer={
        <SaveResults
          answers={result.answers}
          role={result.results.role}
          story={story.status === 'ready' ? story.story : undefined}
          contentVersion={result.contentVersion}
          savedId={savedId}
          onSaved={onSaved}
        />
      }
    />
  );
}
