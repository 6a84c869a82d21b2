import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AiFeedback } from '@common/analysis';
import { fetchAnalysisStatus } from './use-analysis-status';

/** A finished analysis as GET /api/ai-feedback/{id} answers it (common/analysis.ts). */
const FEEDBACK: AiFeedback = {
  id: 7,
  mediaId: 3,
  analysisType: 'VIDEO_ANALYSIS',
  confidence: 0.83,
  processingTime: 2400,
  feedback: 'Good knee drive.',
  strengths: ['Knee drive'],
  improvements: ['Arm swing'],
  recommendations: ['A-skips'],
  tags: ['sprint'],
  modelVersion: 'movenet-lightning-4+rules-1',
  createdAt: '2026-05-01T10:00:00.000Z',
  originalName: 'sprint.mp4',
  overlayUrl: null,
  measures: null,
};

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchAnalysisStatus', () => {
  it('reads 202 as pending with its progress, through the 202 schema of the contract', async () => {
    answer(202, { status: 'RUNNING', progress: 40 });
    expect(await fetchAnalysisStatus(3)).toEqual({ state: 'pending', status: 'RUNNING', progress: 40 });
    answer(202, FEEDBACK);
    await expect(fetchAnalysisStatus(3)).rejects.toThrow();
  });

  it('reads 200 as the finished analysis, through the 200 schema of the contract', async () => {
    answer(200, FEEDBACK);
    expect(await fetchAnalysisStatus(3)).toEqual({ state: 'ready', feedback: FEEDBACK });
    answer(200, { status: 'RUNNING', progress: 40 });
    await expect(fetchAnalysisStatus(3)).rejects.toThrow();
  });

  it('reads 404 as no analysis and throws on a 401 or a server error', async () => {
    answer(404, { message: 'Not found' });
    expect(await fetchAnalysisStatus(3)).toEqual({ state: 'none' });
    answer(401, { message: 'Unauthorized' });
    await expect(fetchAnalysisStatus(3)).rejects.toThrow(/^401: /);
    answer(500, { message: 'Oops' });
    await expect(fetchAnalysisStatus(3)).rejects.toThrow(/^500: /);
  });
});
