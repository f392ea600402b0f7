// The consultancy's name as the PDFs print it (the cover, the footers, the file's properties), in a
// module of its own so every document reads it without another's content.
export const BRAND_NAME = 'Peak Partners';
