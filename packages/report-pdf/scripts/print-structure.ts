// Prints the first tags of a PDF's structure tree (role, then alt text or text), with its
// language and title: `tsx scripts/print-structure.ts [file.pdf] [count]`; without a file, a
// sample report made now.
import { readFileSync } from 'node:fs';
import { loadPdfEngine } from '../src/engine';
import { structureOf } from '../src/engine/pdfkit/test-kit';
import { renderReportPdf } from '../src/report';
import { sampleOptions, sampleReport } from './sample-report';

const [file, count = '20'] = process.argv.slice(2);
const bytes = file
  ? new Uint8Array(readFileSync(file))
  : renderReportPdf(await loadPdfEngine(), sampleReport(), sampleOptions);
const tagged = await structureOf(bytes);
console.log(
  `Lang: ${tagged.lang}  Title: ${tagged.title}  Marked: ${tagged.marked}  DisplayDocTitle: ${tagged.displayTitle}  pdfuaid:part: ${tagged.pdfua}`,
);
for (const [index, element] of tagged.elements.slice(0, Number(count)).entries()) {
  const words = element.alt ? `alt="${element.alt}"` : `"${element.text}"`;
  console.log(
    `${String(index + 1).padStart(2)}. p${element.page} ${'  '.repeat(element.depth)}${element.role}  ${words}`,
  );
}
