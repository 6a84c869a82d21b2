import { describe, expect, it } from 'vitest';
import { spokenDuration } from './duration';

describe('a duration read as people say it', () => {
  it('says seconds alone under a minute', () => expect(spokenDuration(4.6)).toBe('5 s'));
  it('says minutes and seconds', () => expect(spokenDuration(125)).toBe('2 min 5 s'));
  it('leaves out zero seconds', () => expect(spokenDuration(120)).toBe('2 min'));
  it('says hours and minutes past an hour', () => expect(spokenDuration(3725)).toBe('1 h 2 min'));
});
