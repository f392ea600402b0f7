// The report's texts as React state: null while loading. The loads are shared by every caller.
import { useQuery } from '../../lib/query';
import {
  type FrameworkText,
  loadFrameworkText,
  loadReportTexts,
  type ReportTexts,
} from './report-texts';

export function useReportTexts(): ReportTexts | null {
  const texts = useQuery(['report-texts'], loadReportTexts);
  return texts.status === 'success' ? texts.data : null;
}

export function useFrameworkText(): FrameworkText {
  const framework = useQuery(['framework-text'], loadFrameworkText);
  return framework.status === 'success' ? framework.data : { status: 'loading' };
}
