// The report's texts as React state: null while loading.
import { useLoaded } from '../../lib/use-loaded';
import {
  type FrameworkText,
  loadFrameworkText,
  loadReportTexts,
  type ReportTexts,
} from './report-texts';

export const useReportTexts = (): ReportTexts | null => useLoaded(loadReportTexts, [], null);

export const useFrameworkText = (): FrameworkText =>
  useLoaded<FrameworkText>(loadFrameworkText, [], { status: 'loading' });
