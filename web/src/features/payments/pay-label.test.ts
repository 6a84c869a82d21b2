import { describe, expect, it } from 'vitest';
import payments from '@/locales/en/payments.json';
import { payLabel } from './pay-label';
import { englishT } from '@/lib/i18n/test-translate';

const t = englishT<'payments'>(payments);

describe('payLabel', () => {
  it('reads Pay with the amount, Save & Pay when saving, Processing... while busy', () => {
    expect(payLabel({ busy: false, save: false, amount: 80 }, t, 'en')).toBe('Pay $80.00');
    expect(payLabel({ busy: false, save: true, amount: 80 }, t, 'en')).toBe('Save & Pay');
    expect(payLabel({ busy: true, save: true, amount: 80 }, t, 'en')).toBe('Processing...');
  });
});
