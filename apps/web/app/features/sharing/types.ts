// What the saved report page gives the share section: the result and the account's address (the
// API makes the emailed report's PDF itself, from the saved result).
export interface ShareReportProps {
  resultId: string;
  email: string;
  /** The account's first name, which a link may show if the owner chooses (empty: none to show). */
  firstName: string;
}
