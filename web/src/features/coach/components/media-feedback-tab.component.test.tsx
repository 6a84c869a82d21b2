import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { AiFeedback } from '@common/analysis';
import type { MediaItem } from '@common/media';
import { renderWithApi } from '@/test/render';
import { MediaFeedbackTab } from './media-feedback-tab';

// Issue 33: the coach's review screen shows the athlete's note, the sport, the analysis summary and
// why its confidence is lower, and offers "Edit feedback" on what this coach already reviewed.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = 7;
const item = (over: Partial<MediaItem>): MediaItem => ({
  id: 1,
  fileUrl: '/files/read/x',
  thumbnailUrl: null,
  fileType: 'VIDEO',
  mimeType: 'video/mp4',
  originalName: 'shot.mp4',
  fileSize: 1_000_000,
  durationSeconds: 3,
  status: 'PENDING',
  isPublic: false,
  title: null,
  description: null,
  tags: [],
  sport: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  feedback: [],
  user: { id: 3, firstName: 'Jo', lastName: 'Reyes' },
  ...over,
});

const reviewed = item({
  id: 1,
  status: 'REVIEWED',
  description: 'Jump shot form, side view',
  sport: 'Basketball',
  feedback: [
    { id: 40, coachId: ME, rating: 3, feedback: 'Bend the knees more.', createdAt: '2026-11-21T10:00:00.000Z', coach: { name: 'Sam Cole', imageUrl: null } },
  ],
});
const pending = item({ id: 2, originalName: 'sprint.mp4' });

const analysis: AiFeedback = {
  id: 9,
  mediaId: 1,
  analysisType: 'VIDEO_ANALYSIS',
  confidence: 0.49,
  processingTime: 900,
  feedback:
    'BlazePose (full) found the athlete in 30 of 30 frames (100%) over 3 s of video, analysed for basketball shooting form. We could not find a jump shot in this clip.',
  strengths: [],
  improvements: [],
  recommendations: ['Film the whole shot from the side.'],
  tags: ['video-analysis', 'basketball', 'movement-not-found'],
  modelVersion: 'blazepose-full@human-models-3.0.4+rules-3',
  createdAt: '2026-11-20T15:01:00.000Z',
  originalName: 'shot.mp4',
  overlayUrl: null,
  measures: {
    profile: 'basketball',
    model: 'blazepose',
    framesAnalysed: 30,
    framesWithPerson: 30,
    secondsAnalysed: 3,
    sampleFps: 10,
    keyFrameSeconds: 1,
    values: [{ key: 'trunkLeanMean', label: 'Trunk lean (mean)', value: 3, unit: '°' }],
    movement: { key: 'shot', found: false, label: 'a jump shot' },
    confidenceReasons: [
      { code: 'view', factor: 0.5, value: 78, text: 'Camera angle: the athlete was filmed about 78° off the side view.', advice: 'Film from the side.' },
    ],
  },
};

const show = () =>
  renderWithApi(<MediaFeedbackTab />, {
    '/api/auth/user': { id: ME, role: 'COACH', firstName: 'Sam', lastName: 'Cole' },
    '/api/coach/media-uploads': [reviewed, pending],
    '/api/ai-feedback/1': analysis,
  });

it('offers "Edit feedback" on an upload this coach reviewed, and "Give Feedback" on the others', async () => {
  show();
  const cards = await screen.findAllByTestId('media-item');
  expect(await within(cards[0]!).findByRole('button', { name: /^Edit feedback/ })).toBeTruthy();
  expect(within(cards[1]!).getByRole('button', { name: /^Give Feedback/ })).toBeTruthy();
  expect(within(cards[0]!).getByTestId('media-note').textContent).toContain('Jump shot form, side view');
  expect(within(cards[0]!).getByTestId('media-sport').textContent).toBe('Basketball');
});

it("shows the note, the sport, the analysis summary and its confidence reasons, and edits the coach's own feedback", async () => {
  show();
  const cards = await screen.findAllByTestId('media-item');
  fireEvent.click(await within(cards[0]!).findByRole('button', { name: /^Edit feedback/ }));
  const details = await screen.findByTestId('reviewing-details');
  expect(details.textContent).toContain('Basketball');
  expect(details.textContent).toContain('Jump shot form, side view');
  expect((await screen.findByTestId('movement-missing')).textContent).toBe('We could not find a jump shot: nothing was judged.');
  expect(screen.getByText(/We could not find a jump shot in this clip/)).toBeTruthy();
  const reasons = screen.getByTestId('confidence-reasons');
  expect(reasons.textContent).toContain('Camera angle: the athlete was filmed about 78° off the side view.');
  expect(reasons.textContent).toContain('Film from the side.');
  // The form starts from the coach's feedback and saves changes instead of submitting anew.
  expect(screen.getByTestId('editing-note')).toBeTruthy();
  expect((screen.getByRole('textbox', { name: 'Detailed Feedback' }) as HTMLTextAreaElement).value).toBe('Bend the knees more.');
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Submit Feedback' })).toBeNull();
  // Changing the words keeps the rating given: the changes can be saved.
  fireEvent.change(screen.getByRole('textbox', { name: 'Detailed Feedback' }), { target: { value: 'Hold the follow-through.' } });
  expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(false);
});

it('says when the athlete left no note and gave no sport', async () => {
  show();
  const cards = await screen.findAllByTestId('media-item');
  fireEvent.click(within(cards[1]!).getByRole('button', { name: /^Give Feedback/ }));
  const details = await screen.findByTestId('reviewing-details');
  expect(details.textContent).toContain('No sport given');
  expect(details.textContent).toContain('No note from the athlete.');
  expect(screen.getByRole('button', { name: 'Submit Feedback' })).toBeTruthy();
});
