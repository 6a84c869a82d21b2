import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test/render';
import { AthletePicker } from './athlete-picker';

// Decision 047: a parent's required "Whose training is this?" among their linked athletes.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const kids = [
  { id: 5, firstName: 'Lia', lastName: 'Moss' },
  { id: 8, firstName: 'Kai', lastName: 'Moss' },
];

it('offers each linked athlete as a labelled choice under the question, and says which was chosen', async () => {
  const onChange = vi.fn();
  const { rerender } = renderWithApi(<AthletePicker athletes={kids} value={undefined} onChange={onChange} />, {});
  const group = await screen.findByRole('group', { name: /Whose training is this\?/ });
  expect(group.getAttribute('aria-required')).toBe('true');
  const radios = screen.getAllByRole('radio');
  expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, false]);
  fireEvent.click(screen.getByRole('radio', { name: 'Kai Moss' }));
  expect(onChange).toHaveBeenCalledWith(8);
  rerender(<AthletePicker athletes={kids} value={8} onChange={onChange} />);
  expect((screen.getByRole('radio', { name: 'Kai Moss' }) as HTMLInputElement).checked).toBe(true);
});

it('shows the refusal tied to the group when nothing was chosen', async () => {
  renderWithApi(<AthletePicker athletes={kids} value={undefined} onChange={() => undefined} error="Choose whose training this is." />, {});
  const group = await screen.findByRole('group', { name: /Whose training is this\?/ });
  expect(group.getAttribute('aria-invalid')).toBe('true');
  const error = screen.getByText('Choose whose training this is.');
  expect(group.getAttribute('aria-describedby')).toBe(error.id);
});

it('without linked athletes, sends the parent to My Athletes first', async () => {
  renderWithApi(<AthletePicker athletes={[]} value={undefined} onChange={() => undefined} />, {});
  expect((await screen.findByRole('link', { name: 'Go to My Athletes' })).getAttribute('href')).toBe('/dashboard');
  expect(screen.queryByRole('radio')).toBeNull();
});
