// The consultancy's name as the PDFs print it when no site settings name it (the cover, the
// footers, the file's properties). Each caller passes the name its site settings give.
export const BRAND_NAME = 'Peak Partners';
