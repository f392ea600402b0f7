// The PDFKit engine's own parts, for its tests and the documents' layout tests: what it draws and
// where. Everything else goes through the engine's interface (../index.ts).
export { pdfText } from './draw';
export { drawPdf, LETTER, newDocument, pdfKitEngine } from './engine';
export { type FontFiles, loadFonts } from './fonts';
export { layoutPdf, PAGE_BOTTOM, PAGE_MARGIN, type PagePlan, planPages } from './layout';
