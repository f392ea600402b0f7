import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../model';
import { fetchHistory } from './use-history';

const entry = (id: string, timestamp: string): HistoryEntry => ({
  id,
  timestamp,
  assessmentName: 'Assessment',
  overallScore: 3.5,
  rawOverallScore: 126,
  maturityLevel: 'Proficient',
});

describe('fetchHistory', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the entries newest first with the count', async () => {
    const docs = [entry('a', '2025-01-01T00:00:00Z'), entry('b', '2026-01-01T00:00:00Z')];
    const state = await fetchHistory(async () => ({ docs, totalDocs: 2 }));
    expect(state.total).toBe(2);
    expect(state.entries.map((e) => e.id)).toEqual(['b', 'a']);
  });

  it('only logs a failure and reads as an empty history', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = await fetchHistory(async () => {
      throw new Error('offline');
    });
    expect(state).toEqual({ status: 'ready', entries: [], total: 0 });
    expect(log).toHaveBeenCalledOnce();
  });
});
