import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@common/payments';
import { currentChoice } from './payment-choice';

const card = (id: string, isDefault: boolean): PaymentMethod => ({ id, cardBrand: 'visa', cardLast4: '4242', cardExpMonth: 12, cardExpYear: 2030, isDefault });

describe('currentChoice', () => {
  it('picks the default saved card when nothing has been chosen', () => {
    expect(currentChoice(null, [card('pm_1', false), card('pm_2', true)])).toEqual({ mode: 'saved', id: 'pm_2' });
  });

  it('shows the list when there are saved cards but no default, and the card form when there are none', () => {
    expect(currentChoice(null, [card('pm_1', false)])).toEqual({ mode: 'list' });
    expect(currentChoice(null, [])).toEqual({ mode: 'new' });
  });

  it('keeps what the person chose', () => {
    const methods = [card('pm_1', true), card('pm_2', false)];
    expect(currentChoice({ mode: 'saved', id: 'pm_2' }, methods)).toEqual({ mode: 'saved', id: 'pm_2' });
    expect(currentChoice({ mode: 'new' }, methods)).toEqual({ mode: 'new' });
    expect(currentChoice({ mode: 'list' }, methods)).toEqual({ mode: 'list' });
  });

  it('falls back when the chosen card is no longer saved', () => {
    expect(currentChoice({ mode: 'saved', id: 'pm_gone' }, [card('pm_1', true)])).toEqual({ mode: 'saved', id: 'pm_1' });
  });
});
