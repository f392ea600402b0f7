// The team report's PDF: what it says (the blocks, in the page's words), a real tagged document
// from PDFKit in node read back by PDF.js as text and tags (counts only: no member's name, no score), its file name, and that the
// team page loads none of it until the button is clicked.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { questions, rules } from '@peak/content';
import { teamRules, teamTexts } from '@peak/content/teams';
import type { PdfBlock } from '@peak/report-pdf';
import { blockText } from '@peak/report-pdf';
import { LETTER, PAGE_BOTTOM, PAGE_MARGIN, pdfText } from '@peak/report-pdf/pdfkit';
import {
  allText,
  type Drawn,
  drawnPdf,
  fileText,
  layoutBreaches,
  span,
  structureOf,
  type Tagged,
  testSurface,
} from '@peak/report-pdf/test-kit';
import {
  BAND_LABELS,
  buildTeamReport,
  isScoredQuestion,
  type Question,
  type Rule,
  SESSION_MINUTES,
  scoreAssessment,
  type TeamTexts,
  teamCountsOf,
} from '@peak/scoring';
import { beforeAll, describe, expect, it } from 'vitest';
import { bandSwatch, familySwatch } from '../../../lib/palette';
import { testTeam } from '../test-kit';
import { LEANS, POLARITY_WORDS } from './format';
import { slugOf, teamPdfFileName, teamPdfInfo } from './team-pdf';
import {
  BOOK_TITLE,
  NOT_MEASURED_TEXT,
  privacyLines,
  type ReadyTeamReport,
  TEAM_PDF_TITLE,
  TEAM_SECTION,
  teamPdfBlocks,
} from './team-pdf-blocks';

/**
 * Seven people's results, scored by the engine over the bundled bank, counted as the API counts
 * them and read with the bundled team rules and texts: a report as the API would answer it.
 */
function readyReport(): ReadyTeamReport {
  const bank = (questions as Question[]).filter(isScoredQuestion);
  const results = [1, 2, 2, 3, 4, 5, 1].map((answer, person) =>
    scoreAssessment(
      bank.map((q, i) => ({
        questionId: q.questionId,
        // Every other person answers in a wave, so capabilities spread differently.
        doing: person % 2 ? answer : ((answer + i) % 5) + 1,
      })),
      { questions: questions as Question[], rules: rules as Rule[] },
    ),
  );
  const report = buildTeamReport(teamCountsOf(results), {
    rules: (teamRules as unknown as Rule[]).filter((r) => r.enabled),
    texts: teamTexts as unknown as TeamTexts,
  });
  return {
    status: 'ready',
    counted: 7,
    complete: 9,
    minimum: 5,
    updatedAt: '2026-11-24T10:00:00.000Z',
    upToDate: false,
    report,
  };
}

const state = readyReport();
const { report } = state;
// The whole team as the page holds it, members' names included: the PDF must use none of them.
const team = testTeam('owner');
const MEMBER_NAMES = team.people.map((p) => p.name);
const date = new Date('2026-11-24T12:00:00.000Z');
const CONTACT = 'https://peak.example/contact';
const blocks = teamPdfBlocks(team, state, date, { contactUrl: CONTACT, timeZone: 'UTC' });
const textOf = (list: readonly PdfBlock[]) => list.flatMap(blockText);
const ofKind = <K extends PdfBlock['kind']>(list: readonly PdfBlock[], kind: K) =>
  list.filter((b): b is Extract<PdfBlock, { kind: K }> => b.kind === kind);

describe('teamPdfBlocks', () => {
  it('opens on a cover with the brand, the team, the date and how many people are counted', () => {
    expect(blocks[0]).toEqual({
      kind: 'cover',
      brand: 'Peak Partners',
      title: TEAM_PDF_TITLE,
      name: 'Leadership Team',
      date: 'Prepared November 24, 2026',
      role: 'Acme \u00b7 n = 7 people counted',
      footer: 'Team Report for Leadership Team',
    });
    const [plain] = teamPdfBlocks({ name: 'Ops', organisation: null }, state, date);
    expect(plain).toMatchObject({ name: 'Ops', role: 'n = 7 people counted' });
  });

  it("reads in the page's order, then how the report keeps results private", () => {
    expect(ofKind(blocks, 'heading').map((h) => h.text)).toEqual([
      TEAM_SECTION.summary,
      TEAM_SECTION.families,
      TEAM_SECTION.leans,
      TEAM_SECTION.patterns,
      TEAM_SECTION.agenda,
      TEAM_SECTION.privacy,
    ]);
    expect(TEAM_SECTION.agenda).toBe('A 90-minute session for your team');
  });

  it('summarises with the shared strengths and gaps and where the team agrees and differs', () => {
    const all = textOf(blocks);
    expect(all).toContain(
      'Based on 7 people (n = 7), updated November 24, 2026. Newer results are in the team: the report takes them in once it differs from this one by at least 5 people.',
    );
    for (const title of [
      'Shared strengths',
      'Shared gaps',
      'Where the team agrees most',
      'Where the team differs most',
    ])
      expect(all).toContain(title);
    for (const name of report.agreesMost) {
      const c = report.capabilities.find((x) => x.name === name);
      expect(all).toContain(`${name}: middle of the team ${c?.middle} (n = 7)`);
    }
    expect(report.differsMost.length).toBeGreaterThan(0);
    for (const name of report.differsMost)
      expect(all.some((t) => t.startsWith(`${name}: `) && t.includes(' of 7 in Starting'))).toBe(
        true,
      );
  });

  it('gives the total, each family and each capability as people per band, in the bands’ colours', () => {
    const rows = ofKind(blocks, 'distribution');
    expect(rows).toHaveLength(1 + 4 + 12);
    for (const row of rows) {
      expect(row.note).toBe('n = 7');
      expect(row.segments.map((s) => s.badge.text)).toEqual([...BAND_LABELS]);
      for (const s of row.segments)
        expect(s.badge.fill).toBe(bandSwatch(s.badge.text as never).base);
    }
    const focus = rows.find((r) => r.label === 'Clarity of Focus');
    const counts = report.capabilities.find((c) => c.name === 'Clarity of Focus')?.counts;
    expect(focus?.segments.map((s) => s.count)).toEqual(counts);
    expect(blockText(focus as PdfBlock)).toContain(
      BAND_LABELS.map((band, i) => `${counts?.[i]} ${band}`).join(', '),
    );
    expect(rows.filter((r) => r.lead).map((r) => r.label)).toEqual([
      'Total (of 180)',
      ...report.families.map((f) => `${f.name} (family)`),
    ]);
    // Each family under its own heading, in its colour, with its legend once before them.
    const families = ofKind(blocks, 'subheading').filter((s) => s.accent);
    expect(families.map((f) => f.accent)).toEqual(
      report.families.map((f) => familySwatch(f.name).base),
    );
    expect(ofKind(blocks, 'badges')[0]?.badges.map((b) => b.text)).toEqual([...BAND_LABELS]);
  });

  it('says when a capability was measured for no one', () => {
    const [first, ...rest] = report.capabilities;
    if (!first) throw new Error('no capability');
    const unmeasured = { ...first, n: 0, counts: [0, 0, 0, 0, 0] as typeof first.counts };
    const row = ofKind(
      teamPdfBlocks(
        team,
        { ...state, report: { ...report, capabilities: [unmeasured, ...rest] } },
        date,
      ),
      'distribution',
    ).find((r) => r.label === first.name);
    expect(row?.caption).toBe(NOT_MEASURED_TEXT);
    expect(blockText(row as PdfBlock)).toEqual([first.name, 'n = 0', NOT_MEASURED_TEXT]);
  });

  it('gives both leans as counts of people, each with its verdict', () => {
    const tables = ofKind(blocks, 'table');
    expect(tables.map((t) => t.rows.map((r) => r.cells))).toEqual([
      Object.entries(LEANS.selfSystem.sides).map(([key, label]) => [
        label,
        String(report.selfSystem.counts[key as 'self'] ?? 0),
      ]),
      Object.entries(LEANS.senseActivate.sides).map(([key, label]) => [
        label,
        String(report.senseActivate.counts[key as 'sense'] ?? 0),
      ]),
    ]);
    const all = textOf(blocks);
    expect(all).toContain(
      `Verdict: ${LEANS.selfSystem.verdicts[report.selfSystem.verdict]} (n = 7)`,
    );
  });

  it('names each pattern with its polarity in words and its actions', () => {
    expect(report.patterns.length).toBeGreaterThan(0);
    const all = textOf(blocks);
    for (const pattern of report.patterns) {
      expect(all).toContain(pattern.name);
      expect(all).toContain(POLARITY_WORDS[pattern.polarity]);
      for (const action of pattern.actions) expect(all).toContain(action);
    }
  });

  it('sets out the 90-minute agenda and invites to book it at /contact', () => {
    const all = textOf(blocks);
    expect(report.agenda.reduce((sum, a) => sum + a.minutes, 0)).toBe(SESSION_MINUTES);
    for (const part of report.agenda) {
      expect(all).toContain(`${part.minutes} min: ${part.title}`);
      expect(all).toContain(part.detail);
    }
    const book = ofKind(blocks, 'box').find((b) => b.title === BOOK_TITLE);
    expect(book?.lines.at(-1)).toEqual({ lead: 'Book the team session: ', text: CONTACT });
    const [, ...defaults] = teamPdfBlocks(team, state, date);
    expect(textOf(defaults).join(' ')).toMatch(/Book the team session: https?:\/\/[^ ]+\/contact/);
  });

  it('closes on privacy: complete results, never two versions fewer than the minimum apart', () => {
    const last = blocks.slice(
      blocks.findIndex((b) => b.kind === 'heading' && b.text === TEAM_SECTION.privacy),
    );
    expect(textOf(last.slice(1))).toEqual(privacyLines(5));
    expect(privacyLines(5).join(' ')).toContain('differ by fewer than 5 people');
  });
});

describe('the team PDF', () => {
  let drawn: Drawn[] = [];
  let bytes: Uint8Array = new Uint8Array();
  let pageCount = 0;
  let text = '';
  let tagged: Tagged;
  beforeAll(async () => {
    ({ bytes, drawn, pageCount } = await drawnPdf(blocks, teamPdfInfo(team)));
    text = await allText(bytes);
    tagged = await structureOf(bytes);
  });

  it('makes a real PDF under 1 MB, titled after the team', () => {
    expect(fileText(bytes).startsWith('%PDF-')).toBe(true);
    expect(bytes.byteLength).toBeLessThan(1_000_000);
    expect(tagged.title).toBe('Team Report: Leadership Team');
    expect(pageCount).toBeGreaterThan(3);
  });

  it('is tagged: the cover title its H1, the sections H2s, every distribution a Figure with its counts', () => {
    expect(tagged.marked).toBe(true);
    expect(tagged.lang).toBe('en-US');
    const headings = tagged.elements.filter((e) => /^H\d$/.test(e.role));
    expect(headings[0]?.role).toBe('H1');
    const sections = blocks.flatMap((b) => (b.kind === 'heading' ? [pdfText(b.text)] : []));
    expect(headings.filter((h) => h.role === 'H2').map((h) => h.text)).toEqual(sections);
    const figures = tagged.elements.filter((e) => e.role === 'Figure');
    const distributions = blocks.filter((b) => b.kind === 'distribution');
    expect(figures).toHaveLength(distributions.length);
    const focus = report.capabilities.find((c) => c.name === 'Clarity of Focus')?.counts ?? [];
    const counts = BAND_LABELS.map((band, i) => `${focus[i]} ${band}`).join(', ');
    expect(
      figures.some((f) => f.alt?.startsWith(`Clarity of Focus`) && f.alt.includes(counts)),
    ).toBe(true);
  });

  it('keeps its text selectable: the cover, the counts, the agenda and the booking', () => {
    expect(text).toContain('Peak Partners');
    expect(text).toContain('Leadership Team');
    expect(text).toContain('n = 7 people counted');
    const focus = report.capabilities.find((c) => c.name === 'Clarity of Focus')?.counts ?? [];
    expect(text).toContain(BAND_LABELS.map((band, i) => `${focus[i]} ${band}`).join(', '));
    for (const part of report.agenda) {
      expect(text).toContain(pdfText(`${part.minutes} min: ${part.title}`));
      expect(text).toContain(pdfText(part.detail).slice(0, 60));
    }
    expect(text).toContain(`Book the team session: ${CONTACT}`);
    expect(text).toContain(`Page 2 of ${pageCount}`);
    expect(text).toContain('Team Report for Leadership Team');
  });

  it("holds counts only: no member's name, id or result, and no score", () => {
    const alts = tagged.elements.map((e) => e.alt ?? '').join(' ');
    for (const name of MEMBER_NAMES) expect(`${text} ${alts}`).not.toContain(name);
    for (const id of ['m1', 'm2', 'r2', 'inv-1']) expect(text).not.toContain(id);
    expect(text).not.toMatch(/\d+(\.\d+)? \/ (180|45|15)\b|out of 180/);
    // Every other number written is a count of people (at most n), a number of minutes, or part
    // of a date, the page numbers, the minimum or the booking address.
    const others = text
      .replace(/November \d+, 2026/g, '')
      .replace(/Page \d+ of \d+/g, '')
      .replace(/\d+ min\b|\d+-minute|\d+ minutes/g, '')
      .replace(/\(of 180\)/g, '')
      .replace(CONTACT, '');
    const numbers = [...others.matchAll(/\d+/g)].map((m) => Number(m[0]));
    expect(numbers.filter((n) => n > report.n)).toEqual([]);
  });

  it('keeps every line inside the margins and out of the footer', () => {
    const [width, height] = LETTER;
    for (const d of drawn.filter((x) => x.what === 'text' && x.y < height - PAGE_BOTTOM)) {
      const [left, right] = span(d);
      expect(left, d.text).toBeGreaterThanOrEqual(PAGE_MARGIN - 0.5);
      expect(right, d.text).toBeLessThanOrEqual(width - PAGE_MARGIN + 0.5);
    }
    for (const d of drawn.filter((r) => r.what === 'rect' && r.page > 1))
      expect(d.y + d.height).toBeLessThanOrEqual(height - PAGE_BOTTOM + 0.01);
  });

  it('keeps headings and labels with what follows, and every box and bar whole', async () => {
    const { surface, tags } = await testSurface();
    expect(layoutBreaches(surface, tags, blocks)).toEqual([]);
  });

  it('draws the bars as segments in the bands’ colours', () => {
    const fills = new Set(
      drawn.filter((d) => d.what === 'rect' && d.height === 13).map((d) => d.fill),
    );
    for (const band of BAND_LABELS) {
      const used = report.capabilities.some((c) => (c.counts[BAND_LABELS.indexOf(band)] ?? 0) > 0);
      if (used) expect(fills).toContain(bandSwatch(band).base);
    }
  });
});

describe('teamPdfFileName', () => {
  it("is named after the team and the day, in the reader's own time", () => {
    expect(teamPdfFileName(team, date)).toBe('team-report-leadership-team-2026-11-24.pdf');
    expect(slugOf('  Équipe R&D / Paris  ')).toBe('equipe-r-d-paris');
    expect(slugOf('???')).toBe('team');
    expect(slugOf('x'.repeat(80))).toHaveLength(60);
  });
});

describe('the team page', () => {
  const here = dirname(fileURLToPath(import.meta.url));

  /** Every module the file loads with it: its static imports, followed, leaving out types. */
  function loadedWith(file: string, seen = new Set<string>()): Set<string> {
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return seen;
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, spec = ''] of source.matchAll(
      /^(?:import|export)\s+(type\s)?(?:[^;]*?\sfrom\s+)?'([^']+)';/gms,
    )) {
      if (typeOnly) continue;
      const path = spec.startsWith('.')
        ? ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
            .map((ext) => resolve(dirname(file), spec) + ext)
            .find((p) => existsSync(p))
        : spec;
      if (path && !seen.has(path)) loadedWith(path, seen);
    }
    return seen;
  }

  it('loads neither PDFKit nor the PDF engine until the button is clicked', () => {
    const loaded = [...loadedWith(resolve(here, '../team-page.tsx'))];
    expect(loaded.some((p) => p.endsWith('team-pdf-button.tsx'))).toBe(true);
    expect(
      loaded.filter((p) => /pdfkit|lib\/pdf\/|team-pdf(-blocks|-download)?\.ts$/.test(p)),
    ).toEqual([]);
    const button = readFileSync(resolve(here, 'team-pdf-button.tsx'), 'utf8');
    expect(button).toContain("await import('./team-pdf-download')");
  });
});
