import { cleanup, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Pack } from '@common/packs';
import type { ProgramWithSessions } from '@common/programs';
import type { Plan } from '@common/subscriptions';
import { renderWithApi } from '@/test/render';
import { ChoiceText } from './choice-text';
import { ResumeNotice } from './resume-notice';

// Issue 29: the sentence that says what a guest chose, from the server's names and times.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const program: ProgramWithSessions = {
  id: 2,
  name: 'Basketball Elite',
  type: 'BASKETBALL',
  description: 'Game-speed skills.',
  price: 45,
  duration: 90,
  imageUrl: null,
  displayOrder: 1,
  ageGroup: null,
  upcomingSessions: [
    {
      id: 14,
      programId: 2,
      sessionTitle: 'Shooting',
      date: '2026-12-01',
      time: '17:30:00',
      startsAt: '2026-12-01T22:30:00.000Z',
      availableSpots: 4,
      totalSpots: 12,
      location: 'Court 1',
      status: 'ACTIVE',
      coach: { name: 'Sam Lee' },
      ageGroup: null,
      bookingOpens: null,
    },
  ],
};

const plus: Plan = {
  id: 'PLUS',
  name: 'PLUS',
  displayName: 'Plus',
  price: 29,
  description: 'More sessions.',
  includes: [{ key: 'trainingSessions', amount: 8 }, { key: 'pickupGames' }],
  maxTrainingSessions: 8,
  maxMediaUploads: 10,
  maxCoachFeedback: 4,
  hasPickupGameAccess: true,
  hasPremiumContent: false,
  hasPersonalizedPlans: false,
  hasAdvancedAnalytics: false,
  hasPriorityBooking: true,
};

const pack: Pack = {
  id: 4,
  name: '10-Session Pack',
  description: null,
  credits: 10,
  price: 400,
  pricePerSession: 40,
  validityDays: 180,
  programs: [],
  active: true,
};

const API = {
  '/api/training-programs-with-sessions': [program],
  '/api/subscription/plans': [plus],
  '/api/packs': [pack],
};

const show = (ui: ReactElement) => renderWithApi(<Suspense fallback={null}>{ui}</Suspense>, API);

it('names the session with its day and time, on the sign-in page', async () => {
  show(<ChoiceText choice={{ kind: 'session', sessionId: 14 }} family="login" />);
  expect(await screen.findByText('Sign in to book Basketball Elite Shooting on Tue, Dec 1, 5:30 PM')).toBeTruthy();
});

it('names the program, the plan and the session to wait for, on the sign-up page', async () => {
  show(
    <ul>
      <li>
        <ChoiceText choice={{ kind: 'program', programId: 2 }} family="signup" />
      </li>
      <li>
        <ChoiceText choice={{ kind: 'plan', plan: 'PLUS' }} family="signup" />
      </li>
      <li>
        <ChoiceText choice={{ kind: 'waitlist', sessionId: 14 }} family="signup" />
      </li>
    </ul>,
  );
  expect(await screen.findByText('Create an account to book Basketball Elite')).toBeTruthy();
  expect(await screen.findByText('Create an account to upgrade to Plus')).toBeTruthy();
  expect(await screen.findByText('Create an account to join the waitlist for Basketball Elite Shooting on Tue, Dec 1, 5:30 PM')).toBeTruthy();
});

it('says the general sentence for a choice the server does not hold (a session gone, a tampered id)', async () => {
  show(
    <ul>
      <li>
        <ChoiceText choice={{ kind: 'session', sessionId: 14 }} family="login" />
      </li>
      <li>
        <ChoiceText choice={{ kind: 'session', sessionId: 999 }} family="login" />
      </li>
    </ul>,
  );
  // Once the catalogue has answered (the first is named), the second is still the general sentence.
  expect(await screen.findByText(/^Sign in to book Basketball Elite/)).toBeTruthy();
  expect(screen.getByText('Sign in to continue where you left off')).toBeTruthy();
});

it('links the steps after sign-up straight back to the choice', async () => {
  show(<ResumeNotice next="/packs/4/checkout" />);
  const link = await screen.findByRole('link', { name: 'Continue to buy 10-Session Pack' });
  expect(link.getAttribute('href')).toBe('/packs/4/checkout');
});
