import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { reportOf } from '../model';
import { buildReportPdf, type PdfBlock, pdfContent, pdfText } from './pdf';
import { savedReportFor, testReportTexts } from './test-report';

const texts = (blocks: PdfBlock[]) => blocks.map((b) => b.text);
const latin1 = (bytes: ArrayBuffer) => new TextDecoder('latin1').decode(new Uint8Array(bytes));
/** How a string appears in the file: jsPDF escapes backslashes and parentheses. */
const inPdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
/** The blocks after the heading `title`, up to the next heading. */
const under = (blocks: PdfBlock[], title: string) => {
  const start = blocks.findIndex((b) => b.kind === 'heading' && b.text === title);
  if (start < 0) return [];
  const end = blocks.findIndex((b, i) => i > start && b.kind === 'heading');
  return blocks.slice(start + 1, end < 0 ? undefined : end);
};
const reportTexts = testReportTexts();

describe('pdfContent', () => {
  // Answers 1-5 in turn, as a manager: every band appears and the report names the role.
  const saved = savedReportFor(
    (i) => (i % 5) + 1,
    { story: 'First paragraph.\n\nSecond one.' },
    { role: 'manager' },
  );
  const report = reportOf(saved);
  const blocks = pdfContent(saved, { timeZone: 'UTC', texts: reportTexts });
  const all = texts(blocks);

  it('starts with the assessment name, the date and the role', () => {
    expect(blocks[0]).toEqual({ kind: 'title', text: saved.assessmentName });
    expect(all).toContain('Completed November 21, 2026 at 10:04 AM');
    expect(all).toContain('Answered as: Team lead or manager');
  });

  it('states the total, the maturity band with its edge, and the overall paragraph', () => {
    expect(all).toContain(`Total score: ${report.overall.score} / 180`);
    expect(all).toContain(`Maturity level: ${report.overall.band}`);
    expect(all.some((t) => /^Overall score: \d(\.\d)?\/5$/.test(t))).toBe(true);
    expect(all).toContain(reportTexts.overall[report.overall.band]);

    // Fourteen 4s and twenty-two 3s: a total of 122, Developing, on the edge of Proficient (122.4).
    const near = savedReportFor((i) => (i < 14 ? 4 : 3));
    expect(reportOf(near).overall).toMatchObject({ score: 122, edge: 'Proficient' });
    expect(texts(pdfContent(near))).toContain(
      'Maturity level: Developing (on the edge of Proficient)',
    );
  });

  it('lists every family and capability with the band the report gives, and its edge', () => {
    for (const f of report.families) {
      const band = f.edge ? `${f.band}, on the edge of ${f.edge}` : f.band;
      expect(all).toContain(`${f.family}: ${f.score} / 45 (${band})`);
    }
    for (const c of report.capabilities) {
      const band = c.edge ? `${c.band}, on the edge of ${c.edge}` : c.band;
      expect(all).toContain(`${c.capability}: ${c.score} / 15 (${band})`);
    }
    expect(all.some((t) => t.includes(', on the edge of '))).toBe(true);
  });

  it('names the strengths and growth areas the report chose', () => {
    const part = texts(under(blocks, 'Strengths and Growth Areas'));
    expect(part).toEqual([
      report.strengths.length
        ? `Strengths: ${report.strengths.join(', ')}`
        : 'Strengths: none of your capabilities is in the top two bands (Proficient or Expert) yet.',
      `Growth areas: ${report.growthAreas.join(', ')}`,
    ]);
    expect(report.growthAreas.length).toBeGreaterThan(0);
  });

  it('gives both verdicts and the threshold for balanced', () => {
    const part = texts(under(blocks, 'Balance'));
    const { selfVsSystem: self } = report;
    expect(part[0]).toBe(
      `Self vs. System: Self ${self.left} / 90, System ${self.right} / 90. Verdict: ${self.verdict} (a difference of ${self.difference} points).`,
    );
    expect(part).toContain('A difference of 5 points or less is called balanced.');
  });

  it('shows the patterns with their labels, what to try, the question and their capabilities', () => {
    expect(report.patterns.length).toBeGreaterThan(0);
    for (const p of report.patterns) {
      const at = blocks.findIndex(
        (b) => b.kind === 'subheading' && b.text === `${p.name} (${p.label})`,
      );
      expect(at).toBeGreaterThan(0);
      const card = texts(
        blocks.slice(
          at + 1,
          blocks.findIndex((b, i) => i > at && b.kind !== 'text' && b.kind !== 'item'),
        ),
      );
      expect(card).toContain(`Why it matters: ${p.why}`);
      for (const action of p.actions) expect(card).toContain(action);
      expect(card).toContain(`Ask yourself: ${p.reflection}`);
      if (p.workOn.length) expect(card).toContain(`Work on: ${p.workOn.join(', ')}`);
      if (p.buildsOn.length) expect(card).toContain(`Builds on: ${p.buildsOn.join(', ')}`);
    }
  });

  it('includes the story in paragraphs', () => {
    expect(all).toContain('Your Prioritization Story');
    expect(all).toContain('First paragraph.');
    expect(all).toContain('Second one.');
  });

  it("writes Next Steps from the report, the role's One Action to Try first, then the closing", () => {
    const steps = blocks.filter((b) => b.kind === 'item' && /^\d+\.$/.test(b.marker));
    expect(steps).toHaveLength(report.nextSteps.length);
    const [first] = report.nextSteps;
    if (first?.source !== 'capability') throw new Error('no capability step');
    expect(first.capability).toBe(report.oneActions[0]);
    const t = reportTexts.capabilities[first.capability];
    const action = t?.actionByRole.manager ?? t?.action;
    expect(steps[0]).toEqual({
      kind: 'item',
      text: `One Action to Try for ${first.capability}: ${action}`,
      marker: '1.',
    });
    for (const [index, step] of report.nextSteps.entries()) {
      if (step.source === 'finding') {
        expect(steps[index]?.text).toBe(`${step.text} (from ${step.name})`);
      }
    }
    expect(blocks.at(-1)).toEqual({ kind: 'text', text: reportTexts.nextStepsClosing });
  });

  it('notes hurried answers gently, with the reasons', () => {
    const hurried = savedReportFor((i) => (i % 5) + 1, {}, { durationsMs: Array(36).fill(700) });
    const note = texts(pdfContent(hurried)).find((t) => t.startsWith('Some answers may not'));
    expect(note).toBe(
      'Some answers may not reflect your usual habits: Many answers came faster than reading time: half of them took less than a second. The report is still yours; retaking it when you have a quiet quarter hour may give a clearer picture.',
    );
    expect(all.some((t) => t.startsWith('Some answers may not'))).toBe(false);
  });

  it('notes a capability scored from fewer answers', () => {
    // Two answers of 3: a mean of 3, a score of 9 (Developing), from 2 of 3 answers.
    const reduced = savedReportFor((_, q) => (q.questionId === 'rr_v2_3' ? null : 3));
    expect(texts(pdfContent(reduced))).toContain(
      'Rhythm & Ritual: 9 / 15 (Developing). Based on 2 of 3 answers: one question did not apply to your role.',
    );
  });

  it('names the archetype and its label, or says why there is none', () => {
    const high = savedReportFor(() => 5);
    const { archetype } = reportOf(high);
    if (!archetype) throw new Error('no archetype at 180');
    const part = texts(under(pdfContent(high), 'Signature Archetype'));
    expect(part[0]).toBe(`${archetype.name} (${archetype.label})`);
    expect(part[1]).toBe(archetype.narrative);

    const low = savedReportFor(() => 2);
    const note = reportOf(low).archetypeNote;
    expect(note).toContain('yours is 72 of 180');
    expect(texts(under(pdfContent(low), 'Signature Archetype'))).toEqual([note]);
  });

  it('leaves out the story when there is none and capability steps when the texts are missing', () => {
    const plain = savedReportFor(() => 2);
    const blocks = pdfContent(plain);
    expect(texts(blocks)).not.toContain('Your Prioritization Story');
    const steps = texts(under(blocks, 'Next Steps'));
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.some((s) => s.startsWith('One Action to Try'))).toBe(false);
    expect(steps.some((s) => /see your report/i.test(s))).toBe(false);
  });

  it('says when a capability was not measured', () => {
    const missing = savedReportFor((_, q) => (q.capability === 'Tool Fluency' ? null : 4));
    expect(texts(pdfContent(missing))).toContain('Tool Fluency: not measured');
  });

  it('reads a report saved before the report object existed', () => {
    const { report: _dropped, ...older } = savedReportFor(
      (i) => (i % 5) + 1,
      {},
      { role: 'manager' },
    );
    expect(texts(pdfContent(older, { timeZone: 'UTC', texts: reportTexts }))).toEqual(
      all.filter(
        (t) =>
          !t.startsWith('First') && !t.startsWith('Second') && t !== 'Your Prioritization Story',
      ),
    );
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
  const doc = buildReportPdf(jsPDF, report, { timeZone: 'UTC', texts: reportTexts });
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
