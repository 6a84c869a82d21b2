import { describe, expect, it } from 'vitest';
import { measureProgress, mondayOf, sessionsPerWeek } from './compute.ts';

describe('progress figures', () => {
  it('puts a date in the week starting on its Monday', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday ends the week
  });

  it('counts sessions per week over the last weeks, empty weeks as 0, older sessions left out', () => {
    const weeks = sessionsPerWeek(['2026-11-24', '2026-11-26', '2026-11-10', '2025-01-01'], '2026-11-25', 3);
    expect(weeks).toEqual([
      { week: '2026-11-09', sessions: 1 },
      { week: '2026-11-16', sessions: 0 },
      { week: '2026-11-23', sessions: 2 },
    ]);
  });

  it('takes the best value in the band direction, the latest, and the change since the first upload', () => {
    const pts = [50, 80, 70].map((value, i) => ({ mediaId: i + 1, date: `2026-11-0${i + 1}`, name: `c${i}`, value }));
    const floor = measureProgress({ key: 'kneeDrive', label: 'Knee drive', unit: '°', band: { min: 90, max: null, source: '' } }, pts)!;
    expect(floor).toMatchObject({ better: 'higher', best: 80, latest: 70, change: 20 });
    const ceiling = measureProgress({ key: 'trunkLeanMean', label: 'Lean', unit: '°', band: { min: null, max: 20, source: '' } }, pts)!;
    expect(ceiling).toMatchObject({ better: 'lower', best: 50, latest: 70, change: 20 });
    const none = measureProgress({ key: 'x', label: 'X', unit: '°', band: null }, pts.slice(0, 1))!;
    expect(none).toMatchObject({ better: null, best: null, latest: 50, change: null });
    expect(measureProgress({ key: 'x', label: 'X', unit: '°', band: null }, [])).toBeNull();
  });
});
