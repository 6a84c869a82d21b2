import { describe, expect, it } from 'vitest';
import { copyOfWeek, emptyDraft, newExercise, nextMonday, toInput } from './draft';

describe('the plan builder draft', () => {
  it('gives a copied week new exercise ids and keeps everything else', () => {
    const week = emptyDraft().weeks[0]!;
    week.days[0]!.exercises.push({ ...newExercise(), name: 'Squat' });
    const copy = copyOfWeek(week);
    expect(copy.days[0]!.exercises[0]!.name).toBe('Squat');
    expect(copy.days[0]!.exercises[0]!.id).not.toBe(week.days[0]!.exercises[0]!.id);
    expect(copy.days).toHaveLength(7);
  });

  it('sends empty texts as null and trims the rest', () => {
    const d = emptyDraft();
    d.title = '  Speed block ';
    d.weeks[0]!.days[2]!.exercises.push({ ...newExercise(), name: ' Sled push ', load: ' ', notes: 'Drive the knees' });
    const input = toInput(d);
    expect(input).toMatchObject({ title: 'Speed block', description: null, sport: null });
    expect(input.weeks[0]!.days[0]).toEqual({ title: null, exercises: [] });
    expect(input.weeks[0]!.days[2]!.exercises![0]).toMatchObject({ name: 'Sled push', load: null, notes: 'Drive the knees' });
  });

  it('starts a plan on the next Monday', () => {
    expect(nextMonday('2026-11-28')).toBe('2026-11-30');
    expect(nextMonday('2026-11-30')).toBe('2026-12-07');
    expect(nextMonday('2026-12-06')).toBe('2026-12-07');
  });
});
