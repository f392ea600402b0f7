// Download PDF buttons: which downloads are being prepared, and click handlers that prepare one,
// ignore a second click meanwhile and tell the reader when it fails.
import { useCallback, useRef, useState } from 'react';
import type { ReportResults, SavedReport } from '../model';
import {
  DOWNLOAD_FAILED_TEXT,
  downloadReportPdf,
  downloadResultsPdf,
  downloadSavedReportPdf,
  type PdfOwner,
} from './download';

/** Runs one task per key at a time; `preparing` holds the keys running. */
function usePreparing() {
  const [preparing, setPreparing] = useState<ReadonlySet<string>>(() => new Set());
  // The state drives the buttons; this ref stops a second click before React re-renders.
  const busy = useRef(new Set<string>());

  const run = useCallback(async (key: string, task: () => Promise<void>) => {
    if (busy.current.has(key)) return;
    busy.current.add(key);
    setPreparing(new Set(busy.current));
    try {
      await task();
    } catch (error) {
      console.error('Failed to download results', error);
      window.alert(DOWNLOAD_FAILED_TEXT);
    } finally {
      busy.current.delete(key);
      setPreparing(new Set(busy.current));
    }
  }, []);

  return { preparing, run };
}

/** The profile's history: `download(id)` reads the saved report and saves its PDF. */
export function usePdfDownload() {
  const { preparing, run } = usePreparing();
  const download = useCallback((id: string) => run(id, () => downloadReportPdf(id)), [run]);
  return { preparing, download };
}

/**
 * A report page's Download PDF button: `downloadSaved(report)` for a saved report already loaded,
 * `downloadResults(results, owner)` for results not saved yet. `preparing` is true meanwhile.
 */
export function useReportPdfDownload() {
  const { preparing, run } = usePreparing();
  const downloadSaved = useCallback(
    (report: SavedReport) => run('report', () => downloadSavedReportPdf(report)),
    [run],
  );
  const downloadResults = useCallback(
    (results: ReportResults, owner: PdfOwner) =>
      run('report', () => downloadResultsPdf(results, owner)),
    [run],
  );
  return { preparing: preparing.size > 0, downloadSaved, downloadResults };
}
