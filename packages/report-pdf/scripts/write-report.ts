// Writes a sample report's PDF to the path given: `tsx scripts/write-report.ts out.pdf [fixture]`.
import { writeFileSync } from 'node:fs';
import { loadPdfEngine } from '../src/engine';
import { renderReportPdf } from '../src/report';
import { sampleOptions, sampleReport } from './sample-report';

const [out = 'report.pdf', fixture] = process.argv.slice(2);
const bytes = renderReportPdf(await loadPdfEngine(), sampleReport(fixture), sampleOptions);
writeFileSync(out, bytes);
console.log(`${out}: ${bytes.length} bytes`);
