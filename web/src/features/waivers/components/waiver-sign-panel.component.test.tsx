import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { WaiverStatus } from '@common/waivers';
import { renderWithApi } from '@/test/render';
import { WaiverSignPanel } from './waiver-sign-panel';

// Issue 29 leftovers: the signature keeps the language of the text the signer read.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const status = (language: 'en' | 'es'): WaiverStatus => ({
  version: {
    id: 3,
    version: 3,
    text: language === 'es' ? 'EXENCIÓN DE RESPONSABILIDAD' : 'RELEASE OF LIABILITY',
    language,
    createdAt: '2026-11-01T12:00:00.000Z',
  },
  athlete: { id: 9, firstName: 'Lia', lastName: 'Moss', age: 9 },
  signed: null,
  previous: null,
  signAs: 'GUARDIAN',
  cannotSign: null,
  hasGuardian: true,
});

const signedBody = () => {
  const calls = vi.mocked(fetch).mock.calls.filter(([input, init]) => String(input).includes('/api/waiver/sign') && init?.method === 'POST');
  expect(calls).toHaveLength(1);
  return { url: String(calls[0]![0]), body: JSON.parse(String(calls[0]![1]!.body)) as Record<string, unknown> };
};

it.each(['es', 'en'] as const)('signs with the language of the text shown (%s), for the linked athlete', async (language) => {
  const signature = { id: 1, version: 3, signerName: 'Marisol Moss', signerRole: 'GUARDIAN', signedAt: '2026-11-02T12:00:00.000Z', language };
  renderWithApi(<WaiverSignPanel athleteId={9} />, {
    '/api/waiver': status(language),
    '/api/waiver/sign': { message: 'Thank you. The waiver is signed.', signature },
  });
  const text = await screen.findByRole('region', { name: 'Liability waiver, version 3' });
  expect(text.getAttribute('lang')).toBe(language);
  fireEvent.change(screen.getByLabelText('Type your full name (parent or guardian) to sign'), { target: { value: 'Marisol Moss' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Sign waiver' }));
  await vi.waitFor(() => signedBody());
  const { url, body } = signedBody();
  expect(url).toContain('athleteId=9');
  expect(body).toEqual({ version: 3, signerName: 'Marisol Moss', agree: true, language });
});
