import { describe, expect, it } from 'vitest';
import { payLabel } from './pay-label';

describe('payLabel', () => {
  it('reads Pay with the amount, Save & Pay when saving, Processing... while busy', () => {
    expect(payLabel({ busy: false, save: false, amount: 80 })).toBe('Pay $80.00');
    expect(payLabel({ busy: false, save: true, amount: 80 })).toBe('Save & Pay');
    expect(payLabel({ busy: true, save: true, amount: 80 })).toBe('Processing...');
  });
});
