// The report's pure helpers live in @peak/report-pdf, shared by the page, the Download PDF and the
// API's emailed PDF; the page reads them from here.
export * from '@peak/report-pdf/report-format';
