import { describe, expect, it } from 'vitest';
import { textOf } from './lookup';

const messages = { a: { b: 'Hi {{name}}' }, spots_one: '{{count}} spot left', spots_other: '{{count}} spots left', plain: 'Plain' };

describe('textOf', () => {
  it('reads nested keys and fills placeholders, leaving unknown ones as they are', () => {
    expect(textOf(messages, 'en', 'a.b', { name: 'Ana' })).toBe('Hi Ana');
    expect(textOf(messages, 'en', 'a.b', { other: 1 })).toBe('Hi {{name}}');
    expect(textOf(messages, 'en', 'plain')).toBe('Plain');
  });

  it("chooses the plural form by the language's rules, falling back to _other", () => {
    expect(textOf(messages, 'en', 'spots', { count: 1 })).toBe('1 spot left');
    expect(textOf(messages, 'en', 'spots', { count: 3 })).toBe('3 spots left');
    // Spanish has a "many" form for 1,000,000 that our files do not write: _other serves.
    expect(textOf(messages, 'es', 'spots', { count: 1_000_000 })).toBe('1000000 spots left');
  });

  it('is undefined for a missing key or a branch', () => {
    expect(textOf(messages, 'en', 'nope')).toBeUndefined();
    expect(textOf(messages, 'en', 'a')).toBeUndefined();
  });
});
