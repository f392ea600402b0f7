// What the saved report page gives the share section: the result, the account's address, and the
// page's own way to make the report's PDF (its bytes, made only when the mail is asked for).
export interface ShareReportProps {
  resultId: string;
  email: string;
  preparePdf: () => Promise<ArrayBuffer>;
}
