// The consultancy's name as the PDFs print it (the cover, the footers, the file's properties), in a
// module of its own so the comparison's PDF reads it without the report's content.
export const BRAND_NAME = 'Peak Partners';
