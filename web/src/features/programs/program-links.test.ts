import { describe, expect, it } from 'vitest';
import { bookProgramHref, programScheduleHref } from './program-links';

describe('program links', () => {
  it('books with the program id, price and encoded name', () => {
    expect(bookProgramHref({ id: 5, price: 70, name: 'Football Skills & Drills' })).toBe(
      '/enhanced-checkout?program=5&price=70&name=Football%20Skills%20%26%20Drills',
    );
    expect(bookProgramHref({ id: 6, price: 45.5, name: 'Speed' })).toBe('/enhanced-checkout?program=6&price=45.5&name=Speed');
  });

  it('opens the schedule narrowed to the program', () => {
    expect(programScheduleHref({ id: 3 })).toBe('/schedule?program=3');
  });
});
