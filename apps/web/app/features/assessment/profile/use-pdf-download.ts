// Which entries are preparing their PDF, and the click handler that prepares one.
import { useCallback, useRef, useState } from 'react';
import { DOWNLOAD_FAILED_TEXT, downloadReportPdf } from './download';

export function usePdfDownload() {
  const [preparing, setPreparing] = useState<ReadonlySet<string>>(() => new Set());
  // The state above drives the buttons; this ref stops a second click before React re-renders.
  const busy = useRef(new Set<string>());

  const download = useCallback(async (id: string) => {
    if (busy.current.has(id)) return;
    busy.current.add(id);
    setPreparing(new Set(busy.current));
    try {
      await downloadReportPdf(id);
    } catch (error) {
      console.error('Failed to download results', error);
      window.alert(DOWNLOAD_FAILED_TEXT);
    } finally {
      busy.current.delete(id);
      setPreparing(new Set(busy.current));
    }
  }, []);

  return { preparing, download };
}
