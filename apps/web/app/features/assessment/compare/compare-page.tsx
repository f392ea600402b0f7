// The comparison page behind the members gate: signed out, a prompt to sign in (saved results are
// private); signed in, the comparison of the two results the address names, with its PDF.
import { type ComponentType, useCallback, useRef, useState } from 'react';
import { MembersGate } from '../../../components/layout/members-gate';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { Section } from '../../../components/ui';
import { type SiteUser, useAuth } from '../../auth';
import type { CompareResponse } from '../model';
import { comparisonBlocks, comparisonFileName, comparisonTitle } from './compare-blocks';
import { COMPARE_TITLE } from './compare-state';
import { CompareView } from './compare-view';
import { useComparison } from './use-comparison';
import '../saved/saved.css';

export const COMPARE_DOWNLOAD_FAILED = 'Failed to download the comparison. Please try again.';

/** Download comparison PDF: PDFKit and the document's builder load on the first click. */
export function useComparisonPdf() {
  const [preparing, setPreparing] = useState(false);
  const busy = useRef(false);
  const download = useCallback(async (data: CompareResponse) => {
    if (busy.current) return;
    busy.current = true;
    setPreparing(true);
    try {
      const { downloadComparisonPdf } = await import('./compare-download');
      await downloadComparisonPdf(
        comparisonBlocks(data),
        comparisonTitle(data),
        comparisonFileName(data),
      );
    } catch (error) {
      console.error('Failed to download the comparison', error);
      window.alert(COMPARE_DOWNLOAD_FAILED);
    } finally {
      busy.current = false;
      setPreparing(false);
    }
  }, []);
  return { preparing, download };
}

/** What the route shows before the comparison's account (a plan's retake: the plan's outcome). */
export type ComparisonLead = ComponentType<{ data: CompareResponse; userId: string }>;

function Comparison({
  from,
  to,
  user,
  Lead,
}: {
  from: string;
  to: string;
  user: SiteUser;
  Lead?: ComparisonLead;
}) {
  const { state, retry } = useComparison(from, to, user.id);
  const pdf = useComparisonPdf();
  return (
    <CompareView
      state={state}
      onRetry={retry}
      lead={Lead && state.status === 'shown' ? <Lead data={state.data} userId={user.id} /> : null}
      download={
        state.status === 'shown'
          ? { preparing: pdf.preparing, onDownload: () => void pdf.download(state.data) }
          : undefined
      }
    />
  );
}

export function CompareResultsPage({
  from,
  to,
  Lead,
}: {
  from: string;
  to: string;
  Lead?: ComparisonLead;
}) {
  const { user } = useAuth();
  return (
    <div className="saved-page compare-page">
      <MembersGate
        signedOut={
          <Section className="saved-message">
            <h1>{COMPARE_TITLE}</h1>
            <SignInPrompt
              title="Sign in to compare your results"
              text="Saved assessment results are private: sign in with the account that saved them."
            />
          </Section>
        }
      >
        {user ? <Comparison from={from} to={to} user={user} Lead={Lead} /> : null}
      </MembersGate>
    </div>
  );
}
