import { describe, expect, it } from 'vitest';
import { positionAfterSportChange, positionChoices, sportChoices } from './choices';

describe('sport and position choices', () => {
  it('lists the sports of section 9 and keeps a saved sport that is not among them', () => {
    expect(sportChoices('')).toHaveLength(12);
    expect(sportChoices('Lacrosse').at(-1)).toBe('Lacrosse');
    expect(sportChoices('Soccer')).toHaveLength(12);
  });

  it("offers the sport's positions, or 'Player' for an unknown sport", () => {
    expect(positionChoices('Soccer', '')).toEqual(['Forward', 'Midfielder', 'Defender', 'Goalkeeper']);
    expect(positionChoices('Lacrosse', '')).toEqual(['Player']);
  });

  it('clears a position the new sport does not have', () => {
    expect(positionAfterSportChange('Basketball', 'Midfielder')).toBe('');
    expect(positionAfterSportChange('Flag Football', 'Center')).toBe('Center');
  });
});
