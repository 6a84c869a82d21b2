import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { StaffSignature } from '@common/waivers';
import { renderWithApi } from '@/test/render';
import { WaiverSection } from './waiver-section';

// Issue 29 leftovers: staff see which language each waiver was read and signed in.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signature = (id: number, name: string, language: StaffSignature['language']): StaffSignature => ({
  id,
  version: 2,
  signerName: `${name} Parent`,
  signerRole: 'GUARDIAN',
  signedAt: '2026-11-02T17:00:00.000Z',
  language,
  athlete: { id: id + 100, name },
  athleteAge: 9,
  current: true,
});

it('each signature found says the language it was signed in, or that it was not recorded', async () => {
  renderWithApi(<WaiverSection />, {
    '/api/site': { businessName: 'Octane', timeZone: 'America/New_York' },
    '/api/staff/waiver/versions': {
      versions: [{ id: 2, version: 2, textEn: 'Release', textEs: 'Exención', createdAt: '2026-11-01T12:00:00.000Z', createdBy: null, signatures: 3 }],
    },
    '/api/staff/waiver/signatures': {
      signatures: [signature(1, 'Lia Moss', 'es'), signature(2, 'Kai Moss', 'en'), signature(3, 'Old Timer', null)],
      total: 3,
      pageSize: 25,
    },
  });
  const list = await screen.findByRole('list', { name: 'Signatures' });
  const [lia, kai, old] = within(list).getAllByRole('listitem');
  expect(within(lia!).getByText('Signed in Spanish')).toBeTruthy();
  expect(within(kai!).getByText('Signed in English')).toBeTruthy();
  expect(within(old!).getByText('Language not recorded')).toBeTruthy();
  expect(within(old!).queryByText(/Signed in/)).toBeNull();
});
