// The palette and number formats live in @peak/report-pdf, which the report PDFs share with the
// API; the site's pages read them from here.
export * from '@peak/report-pdf/colour';
