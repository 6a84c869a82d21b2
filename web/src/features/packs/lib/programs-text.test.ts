import { describe, expect, it } from 'vitest';
import { programsText } from './programs-text';

describe('programsText', () => {
  it('lists the programs, or says any program', () => {
    expect(programsText([{ name: 'Speed' }, { name: 'Agility' }], 'Any program')).toBe('Speed, Agility');
    expect(programsText([], 'Any program')).toBe('Any program');
  });
});
