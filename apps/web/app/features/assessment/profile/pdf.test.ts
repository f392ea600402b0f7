import { signatureCombinations } from '@peak/scoring';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { buildReportPdf, DEFAULT_NEXT_STEPS, type PdfBlock, pdfContent, pdfText } from './pdf';
import { savedReportFor } from './test-report';

const texts = (blocks: PdfBlock[]) => blocks.map((b) => b.text);
const latin1 = (bytes: ArrayBuffer) => new TextDecoder('latin1').decode(new Uint8Array(bytes));
/** How a string appears in the file: jsPDF escapes backslashes and parentheses. */
const inPdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

describe('pdfContent', () => {
  const report = savedReportFor((i) => (i % 5) + 1, { story: 'First paragraph.\n\nSecond one.' });
  const blocks = pdfContent(report, { timeZone: 'UTC' });
  const all = texts(blocks);

  it('starts with the assessment name and the date', () => {
    expect(blocks[0]).toEqual({ kind: 'title', text: report.assessmentName });
    expect(all).toContain('Completed November 21, 2026 at 10:04 AM');
  });

  it('states the total, the maturity band and the overall score', () => {
    expect(all).toContain(`Total score: ${report.rawOverallScore} / 180`);
    expect(all).toContain(`Maturity level: ${report.maturityLevel}`);
    expect(all.some((t) => /^Overall score: \d(\.\d)?\/5$/.test(t))).toBe(true);
  });

  it('lists every family out of 45 and every capability out of 15, with bands', () => {
    for (const f of report.familyScores) {
      expect(all).toContain(`${f.family}: ${f.score} / 45 (${f.band})`);
    }
    for (const c of report.capabilityScores) {
      expect(all).toContain(`${c.capability}: ${c.score} / 15 (${c.band})`);
    }
  });

  it('shows up to 3 patterns classed Strength or Growth Area', () => {
    const { patterns } = signatureCombinations(report.arbitratedFindings);
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.length).toBeLessThanOrEqual(3);
    for (const p of patterns) expect(all).toContain(`${p.name} (${p.kind})`);
  });

  it('includes the story in paragraphs and the next steps', () => {
    expect(all).toContain('Your Prioritization Story');
    expect(all).toContain('First paragraph.');
    expect(all).toContain('Second one.');
    const steps = blocks.filter((b) => b.kind === 'item' && /^\d+\.$/.test(b.marker));
    expect(texts(steps)).toEqual([...DEFAULT_NEXT_STEPS]);
  });

  it('uses the next steps it is given and leaves out an absent story', () => {
    const plain = pdfContent(
      savedReportFor(() => 3),
      { nextSteps: ['Do one thing.'] },
    );
    expect(texts(plain)).not.toContain('Your Prioritization Story');
    expect(plain.at(-1)).toEqual({ kind: 'item', text: 'Do one thing.', marker: '1.' });
  });

  it('names the archetype when one is found', () => {
    const high = savedReportFor(() => 5);
    const [archetype] = signatureCombinations(high.arbitratedFindings).archetypes;
    const all = texts(pdfContent(high));
    if (archetype) {
      expect(all).toContain('Signature Archetype');
      expect(all).toContain(archetype.archetypeName ?? archetype.ruleName);
    } else {
      expect(all).not.toContain('Signature Archetype');
    }
  });

  it('says when a capability was not measured', () => {
    const report = savedReportFor(() => 4);
    const [first] = report.capabilityScores;
    if (!first) throw new Error('no capabilities');
    report.capabilityScores[0] = { ...first, score: null, band: null };
    expect(texts(pdfContent(report))).toContain(`${first.capability}: not measured`);
  });
});

describe('pdfText', () => {
  it('turns typographic punctuation plain and drops what the fonts cannot print', () => {
    expect(pdfText('It\u2019s \u201cfine\u201d \u2014 ok\u2026')).toBe('It\'s "fine" - ok...');
    expect(pdfText('caf\u00e9 \u{1F680}x')).toBe('caf\u00e9 x');
    expect(pdfText('a\tb\u202fc')).toBe('a b c');
  });
});

describe('buildReportPdf', () => {
  const longStory = Array.from(
    { length: 12 },
    (_, i) =>
      `Paragraph ${i + 1}. ${'You protect focus time and say no to work that does not fit. '.repeat(8)}`,
  ).join('\n\n');
  const report = savedReportFor((i) => ((i * 7) % 5) + 1, { story: longStory });
  const doc = buildReportPdf(jsPDF, report, { timeZone: 'UTC' });
  const file = latin1(doc.output('arraybuffer'));

  it('makes a real, uncompressed PDF with the scores findable as text', () => {
    expect(file.startsWith('%PDF-')).toBe(true);
    expect(file.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(file).toContain('Total score');
    expect(file).toContain(inPdf(`Total score: ${report.rawOverallScore} / 180`));
    expect(file).toContain(String(report.rawOverallScore));
    expect(file).toContain(inPdf(report.assessmentName));
    expect(file).toContain(report.maturityLevel);
  });

  it('wraps long text onto further pages and numbers them', () => {
    const pages = doc.getNumberOfPages();
    expect(pages).toBeGreaterThan(1);
    expect(file).toContain(inPdf(`Page ${pages} of ${pages}`));
    expect(file).toContain('Paragraph 12.');
  });

  it('keeps every line inside the page width', () => {
    const width = doc.internal.pageSize.getWidth();
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(11);
    const lines = doc.splitTextToSize(pdfText(longStory.split('\n\n')[0] ?? ''), width - 112);
    for (const line of lines as string[]) {
      expect(doc.getTextWidth(line)).toBeLessThanOrEqual(width - 112 + 0.01);
    }
  });
});
