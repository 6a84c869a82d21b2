import { describe, expect, it } from 'vitest';
import { auditDetails, auditTarget } from './audit-format';

describe('auditTarget', () => {
  it('names the thing changed with its id', () => {
    expect(auditTarget('pickup_game', '7')).toBe('pickup game #7');
    expect(auditTarget('plan', 'PRO')).toBe('plan PRO');
    expect(auditTarget('program', null)).toBe('program');
  });
});

describe('auditDetails', () => {
  it('lists the details, leaving out empty ones', () => {
    expect(auditDetails({ capacity: 10, scope: 'one', sessionTitle: null, ids: [3, 1, 2] })).toBe('capacity: 10 · scope: one · ids: [3,1,2]');
  });

  it('cuts long values', () => {
    expect(auditDetails({ description: 'x'.repeat(100) }, 10)).toBe(`description: ${'x'.repeat(9)}…`);
  });
});
