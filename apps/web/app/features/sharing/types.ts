// What the saved report page gives the share section: the result and the account's address (the
// API makes the emailed report's PDF itself, from the saved result).
export interface ShareReportProps {
  resultId: string;
  email: string;
}
