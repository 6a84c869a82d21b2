import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { AiFeedback } from '@common/analysis';
import type { AuthUser } from '@common/auth';
import { renderWithApi } from '@/test/render';
import MediaPage from './media-page';

// Issue 29 leftovers (decision 047): a parent's media page is worded for a parent, and its AI
// Analysis tab shows the analyses of their linked athletes' uploads, each naming its athlete.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const person = (role: AuthUser['role']): AuthUser => ({
  id: 1,
  email: 'sam@example.test',
  firstName: 'Sam',
  lastName: 'Moss',
  role,
  profileImageUrl: null,
  subscriptionTier: 'FREE',
  isStaff: false,
  coachStatus: null,
  age: role === 'PARENT' ? 41 : 16,
  sport: null,
  position: null,
  trainingGoals: null,
  profileCompleted: true,
  emailVerified: true,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const analysis = (id: number, name: string, athlete?: AiFeedback['athlete']): AiFeedback => ({
  id,
  mediaId: id + 10,
  analysisType: 'IMAGE_ANALYSIS',
  confidence: 0.8,
  processingTime: 1200,
  feedback: 'Good posture.',
  strengths: [],
  improvements: [],
  recommendations: [],
  tags: [],
  modelVersion: 'movenet',
  createdAt: '2026-11-01T12:00:00.000Z',
  originalName: name,
  overlayUrl: null,
  measures: null,
  ...(athlete ? { athlete } : {}),
});

const openAnalysisTab = async () => {
  const tab = await screen.findByRole('tab', { name: /AI Analysis/ });
  fireEvent.mouseDown(tab, { button: 0 });
  fireEvent.click(tab);
  return screen.findByRole('tabpanel', { name: /AI Analysis/ });
};

it("a parent reads an intro worded for a parent, and their athletes' analyses, each naming whose it is", async () => {
  renderWithApi(<MediaPage />, {
    '/api/auth/user': person('PARENT'),
    '/api/parent/athletes': [],
    '/api/my-media': [],
    '/api/my-ai-feedback': [
      analysis(1, 'lia-jump.jpg', { id: 5, firstName: 'Lia', lastName: 'Moss' }),
      analysis(2, 'teo-sprint.jpg', { id: 8, firstName: 'Teo', lastName: 'Moss' }),
    ],
  });
  expect(await screen.findByText(/Upload your athletes' training videos and photos/)).toBeTruthy();
  expect(screen.queryByText(/see what your coaches say/)).toBeNull();
  const panel = await openAnalysisTab();
  const cards = await within(panel).findAllByTestId('ai-feedback');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]!).getByText('For Lia Moss')).toBeTruthy();
  expect(within(cards[0]!).getByText('lia-jump.jpg')).toBeTruthy();
  expect(within(cards[1]!).getByText('For Teo Moss')).toBeTruthy();
});

it('a parent without analyses is told to upload for one of their athletes', async () => {
  renderWithApi(<MediaPage />, { '/api/auth/user': person('PARENT'), '/api/parent/athletes': [], '/api/my-media': [], '/api/my-ai-feedback': [] });
  const panel = await openAnalysisTab();
  expect(await within(panel).findByText(/for one of your athletes and the AI will measure their movement/)).toBeTruthy();
});

it("an athlete keeps the athlete's wording, and their own analyses name no athlete", async () => {
  renderWithApi(<MediaPage />, { '/api/auth/user': person('ATHLETE'), '/api/my-media': [], '/api/my-ai-feedback': [analysis(3, 'own.jpg')] });
  expect(await screen.findByText(/Upload training videos and photos, get an AI movement analysis/)).toBeTruthy();
  const panel = await openAnalysisTab();
  const [card] = await within(panel).findAllByTestId('ai-feedback');
  expect(within(card!).queryByText(/^For /)).toBeNull();
});

// Issue 29: the payer is told when coaches cannot review a pending upload before next month.
it("says on a pending upload that the plan's coach reviews are used, until when, and where to upgrade", async () => {
  const upload = {
    id: 7,
    fileUrl: '/files/x',
    thumbnailUrl: null,
    fileType: 'IMAGE',
    mimeType: 'image/jpeg',
    originalName: 'free-throw.jpg',
    fileSize: 1000,
    durationSeconds: null,
    status: 'PENDING',
    isPublic: false,
    title: null,
    description: null,
    tags: [],
    sport: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    feedback: [],
    uploadedBy: null,
    reviewWait: { whose: 'you', name: '', planName: 'Free', limit: 2, resetsOn: '2026-12-01' },
  };
  renderWithApi(<MediaPage />, { '/api/auth/user': person('ATHLETE'), '/api/my-media': [upload], '/api/my-ai-feedback': [] });
  const tab = await screen.findByRole('tab', { name: /My Uploads/ });
  fireEvent.mouseDown(tab, { button: 0 });
  fireEvent.click(tab);
  const note = await screen.findByRole('note');
  expect(note.textContent).toContain("Coaches can review this from December 1: your Free plan's 2 coach reviews this month are used.");
  expect(within(note).getByRole('link', { name: 'Upgrade for more reviews' }).getAttribute('href')).toBe('/subscription');
});
