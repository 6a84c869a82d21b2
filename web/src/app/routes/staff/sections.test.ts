import { describe, expect, it } from 'vitest';
import { sectionOf, sectionPath } from './sections';

describe('sectionOf', () => {
  it('opens the schedule at /coach/manage', () => {
    expect(sectionOf(undefined)).toBe('schedule');
  });

  it('knows every section by its path', () => {
    expect(sectionOf('reports')).toBe('reports');
    expect(sectionOf('audit')).toBe('audit');
    expect(sectionOf('packs')).toBe('packs');
  });

  it('answers null for an unknown section', () => {
    expect(sectionOf('payroll')).toBeNull();
  });
});

describe('sectionPath', () => {
  it('is under /coach/manage', () => {
    expect(sectionPath('games')).toBe('/coach/manage/games');
  });
});
