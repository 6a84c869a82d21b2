import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { LinkedAthlete } from '@common/parent';
import { renderWithApi } from '@/test/render';
import { ChildLoginRow } from './child-login-row';
import { GiveLoginDialog } from './give-login-dialog';

// Decision 047: "Give <child> a login" asks for the child's address; the open invitation shows with Resend and Cancel.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sam: LinkedAthlete = {
  id: 5,
  linkId: 3,
  firstName: 'Sam',
  lastName: 'Rivera',
  age: 14,
  role: 'ATHLETE',
  isMinor: true,
  email: null,
  hasLogin: false,
  dateOfBirth: '2012-01-02',
  loginInvitation: null,
};
const posts = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body ?? '{}')) as unknown]);

it('asks for the address in a labelled field, refuses a bad one in the dialog and sends a good one', async () => {
  const onClose = vi.fn();
  renderWithApi(<GiveLoginDialog child={sam} onClose={onClose} />, {
    '/api/parent/children/5/login': {
      message: 'Login invitation sent to sam@example.com.',
      invitation: { email: 'sam@example.com', expiresAt: '2026-12-01T10:00:00.000Z', expired: false },
    },
  });
  expect(await screen.findByRole('dialog', { name: 'Give Sam a login' })).toBeTruthy();
  const input = screen.getByLabelText("Sam's e-mail address");
  expect(document.activeElement === input || screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  fireEvent.input(input, { target: { value: 'not-an-address' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(posts()).toEqual([]);

  fireEvent.input(input, { target: { value: ' Sam@Example.com ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(posts()).toEqual([['/api/parent/children/5/login', { email: 'sam@example.com' }]]);
});

it('a child of 13 or more without an invitation gets a "Give a login" button naming them', async () => {
  const onGive = vi.fn();
  renderWithApi(
    <ul>
      <ChildLoginRow child={sam} onGive={onGive} />
    </ul>,
    {},
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Give a login to Sam Rivera' }));
  expect(onGive).toHaveBeenCalled();
  expect(screen.getByText('Sam signs in through you for now.')).toBeTruthy();
});

it('an open invitation reads "Invitation sent to <address> (expires …)" with Resend and Cancel', async () => {
  const invited = { ...sam, loginInvitation: { email: 'sam@example.com', expiresAt: '2026-12-01T10:00:00.000Z', expired: false } };
  renderWithApi(
    <ul>
      <ChildLoginRow child={invited} onGive={() => undefined} />
    </ul>,
    { '/api/parent/children/5/login/resend': { message: 'Login invitation sent to sam@example.com.', invitation: invited.loginInvitation } },
  );
  expect(await screen.findByText(/^Invitation sent to sam@example\.com \(expires Tue, Dec 1, 5:00\sAM\)$/)).toBeTruthy();
  expect(screen.getByRole('button', { name: "Cancel Invitation for Sam Rivera's login" })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: "Resend for Sam Rivera's login" }));
  await waitFor(() => expect(posts()).toEqual([['/api/parent/children/5/login/resend', {}]]));
  expect(screen.queryByRole('button', { name: /Give a login/ })).toBeNull();
});
