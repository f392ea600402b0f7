import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../lib/http';
import { savedReportFor } from '../test-report';
import {
  fetchSavedReport,
  LOAD_FAILED,
  loadErrorMessage,
  RESULTS_NOT_FOUND,
  UNAUTHORIZED,
} from './saved-state';

const report = savedReportFor(() => 3);

describe('loadErrorMessage', () => {
  it('maps each failure to the specified text', () => {
    expect(loadErrorMessage(apiError(401, 'Sign in'))).toBe(UNAUTHORIZED);
    expect(loadErrorMessage(apiError(500, 'Boom'))).toBe(RESULTS_NOT_FOUND);
    expect(loadErrorMessage(apiError(400, 'Bad'))).toBe(RESULTS_NOT_FOUND);
    expect(loadErrorMessage(apiError(0, 'Offline'))).toBe(LOAD_FAILED);
    expect(loadErrorMessage(new TypeError('x'))).toBe(LOAD_FAILED);
    expect(loadErrorMessage('nope')).toBe(LOAD_FAILED);
  });

  it('uses the exact texts', () => {
    expect(RESULTS_NOT_FOUND).toBe('Assessment results not found');
    expect(UNAUTHORIZED).toBe('Unauthorized access to assessment results');
    expect(LOAD_FAILED).toBe('Failed to load assessment results');
  });
});

describe('fetchSavedReport', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the report of its owner', async () => {
    const state = await fetchSavedReport(report.id, 'user-1', async () => report);
    expect(state).toEqual({ status: 'shown', report });
  });

  it('answers not found when the API has no such report', async () => {
    expect(await fetchSavedReport('x', 'user-1', async () => null)).toEqual({
      status: 'not-found',
    });
  });

  it("refuses someone else's report", async () => {
    expect(await fetchSavedReport(report.id, 'user-2', async () => report)).toEqual({
      status: 'error',
      message: UNAUTHORIZED,
    });
  });

  it('turns failures into the error state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = (error: unknown) => async () => {
      throw error;
    };
    expect(await fetchSavedReport('x', 'u', failing(apiError(401, 'no')))).toEqual({
      status: 'error',
      message: UNAUTHORIZED,
    });
    expect(await fetchSavedReport('x', 'u', failing(apiError(503, 'down')))).toEqual({
      status: 'error',
      message: RESULTS_NOT_FOUND,
    });
    expect(await fetchSavedReport('x', 'u', failing(new Error('?')))).toEqual({
      status: 'error',
      message: LOAD_FAILED,
    });
  });
});
