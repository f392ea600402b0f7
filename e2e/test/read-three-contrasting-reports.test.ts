// Three contrasting people read their reports: a low, a middle and a high profile, each scored by
// `score batch` (the CLI) and opened from the browser's stored result. On each page every badge sits
// above the paragraph written for its own band (its first sentence; the rest under Read more), the cards carry their labels, and the page reads at
// 375 and 1440 px (screenshots in artifacts/screenshots/report-*).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoAxeViolations, launchBrowser, newPage, VIEWPORTS } from '@peak/testkit/browser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openStoredReport,
  REPO_ROOT,
  type RunningSite,
  screenshot,
  startSite,
  storedResult,
} from '../src';

interface Question {
  questionId: string;
  part: string;
  capability: string;
}
interface BandTexts {
  bands: Record<string, string>;
}
const texts = JSON.parse(
  readFileSync(join(REPO_ROOT, 'packages/content/data/report-texts.json'), 'utf8'),
) as { capabilities: Record<string, BandTexts>; families: Record<string, BandTexts> };

const score = (...args: string[]) =>
  execFileSync(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'packages/scoring/src/cli/main.ts'), ...args],
    { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );

const FAMILY_OF: Record<string, string> = {
  'Clarity of Focus': 'Motivational Activation',
  'Avoidance & Activation': 'Motivational Activation',
  'Outcome Reflection': 'Motivational Activation',
  'Situational Awareness': 'Contextual Awareness',
  'Conceptual Precision': 'Contextual Awareness',
  'Cost of Delay Thinking': 'Contextual Awareness',
  'Stakeholder Intelligence': 'Relational Navigation',
  'Cultural Reinforcement': 'Relational Navigation',
  'Tradeoff Intelligence': 'Relational Navigation',
  'Rhythm & Ritual': 'Execution Rhythms',
  'Process Discipline': 'Execution Rhythms',
  'Tool Fluency': 'Execution Rhythms',
};

/** A person: a base answer, per-family and per-capability levels, and a role. */
const PROFILES = [
  {
    name: 'low',
    role: 'individual-contributor',
    base: 2,
    families: { 'Execution Rhythms': 1 },
    capabilities: { 'Clarity of Focus': 3, 'Stakeholder Intelligence': 3 },
  },
  {
    name: 'middle',
    role: 'manager',
    base: 3,
    families: { 'Contextual Awareness': 4, 'Execution Rhythms': 2 },
    capabilities: { 'Tradeoff Intelligence': 4 },
  },
  {
    name: 'high',
    role: 'senior-leader',
    base: 4,
    families: { 'Relational Navigation': 5, 'Motivational Activation': 5 },
    capabilities: { 'Tool Fluency': 2 },
  },
] as const;

const normal = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('three contrasting reports', () => {
  let browser: Browser;
  let site: RunningSite;
  const scored = new Map<string, { results: Record<string, unknown>; answers: unknown[] }>();

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    const questions = (JSON.parse(score('questions')) as Question[]).filter(
      (q) => q.questionId.includes('_v2_') && q.part === 'Doing',
    );
    const lines = PROFILES.map((p) => {
      const levels = p as unknown as {
        families: Record<string, number>;
        capabilities: Record<string, number>;
      };
      const responses = questions.map((q, i) => ({
        questionId: q.questionId,
        // A little texture: every third answer one step up (within 1-5).
        doing: Math.min(
          5,
          (levels.capabilities[q.capability] ??
            levels.families[FAMILY_OF[q.capability] as string] ??
            p.base) + (i % 3 === 0 && p.base < 4 ? 1 : 0),
        ),
      }));
      return { id: p.name, role: p.role, responses, durationsMs: responses.map(() => 7000) };
    });
    const file = join(mkdtempSync(join(tmpdir(), 'profiles-')), 'profiles.jsonl');
    writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n'));
    for (const [i, out] of score('batch', file).trim().split('\n').entries()) {
      const { id, ...results } = JSON.parse(out) as { id: string } & Record<string, unknown>;
      const answers = (lines[i]?.responses ?? []).map((r) => ({ ...r, ms: 7000 }));
      scored.set(id, { results, answers });
    }
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const open = async (name: string): Promise<Page> => {
    const page = await newPage(browser);
    const { results, answers } = scored.get(name) as {
      results: unknown;
      answers: Array<Record<string, unknown>>;
    };
    await openStoredReport(page, site.url, storedResult(results, answers));
    return page;
  };

  it.each(PROFILES.map((p) => [p.name]))(
    '%s: every badge sits above its own band text',
    {
      timeout: 120_000,
    },
    async (name) => {
      const page = await open(name);
      const details = page.locator('[data-capability-detail]');
      expect(await details.count()).toBe(12);
      for (const detail of await details.all()) {
        const capability = (await detail.getAttribute('data-capability-detail')) as string;
        const band = normal(await detail.locator('.band-badge').first().textContent());
        // The band's text: its first sentence under the badge, the rest under Read more.
        const shown = normal(await detail.locator('.band-text').textContent());
        const rest = normal(await detail.locator('.band-text-rest').textContent());
        expect(normal(`${shown} ${rest}`), `${capability} (${band})`).toBe(
          normal(texts.capabilities[capability]?.bands[band] ?? ''),
        );
      }
      // The pattern cards are labelled, and a Growth card never asks to work on a listed strength.
      const { report } = (scored.get(name) as { results: unknown }).results as {
        report: { strengths: string[]; patterns: Array<{ ruleId: string; label: string }> };
      };
      for (const p of report.patterns) {
        const card = page.locator(`[data-rule="${p.ruleId}"]`);
        expect(normal(await card.textContent())).toContain(p.label);
        const workOn = card
          .locator('.pattern-capabilities div', { hasText: 'Work on:' })
          .locator('dd');
        const listed = (await workOn.count()) ? normal(await workOn.textContent()).split(', ') : [];
        if (p.label === 'Growth Area')
          expect(listed.filter((c) => report.strengths.includes(c))).toEqual([]);
      }
      await expectNoAxeViolations(page);
      await screenshot(page, `report-${name}-desktop`);
      await page.setViewportSize(VIEWPORTS.mobile);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.mobile.width,
      );
      await screenshot(page, `report-${name}-mobile`);
      await page.context().close();
    },
  );
});
