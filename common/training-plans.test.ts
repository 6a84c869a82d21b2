import { describe, expect, it } from 'vitest';
import { en, es } from './messages/index.ts';
import { PLAN_LIMITS } from './training-plans.ts';

describe("the training plans' messages (decision 071)", () => {
  it('word the figures of PLAN_LIMITS in both languages', () => {
    expect(en('trainingPlans.tooManyWeeks')).toContain(` ${PLAN_LIMITS.weeks} `);
    expect(es('trainingPlans.tooManyWeeks')).toContain(` ${PLAN_LIMITS.weeks} `);
    expect(en('trainingPlans.weekLength')).toContain(` ${PLAN_LIMITS.daysPerWeek} `);
    expect(es('trainingPlans.weekLength')).toContain(` ${PLAN_LIMITS.daysPerWeek} `);
    expect(en('trainingPlans.tooManyExercises')).toContain(` ${PLAN_LIMITS.exercisesPerDay} `);
    expect(es('trainingPlans.tooManyExercises')).toContain(` ${PLAN_LIMITS.exercisesPerDay} `);
    expect(en('trainingPlans.sets')).toMatch(new RegExp(` ${PLAN_LIMITS.sets}\\.$`));
    expect(es('trainingPlans.sets')).toMatch(new RegExp(` ${PLAN_LIMITS.sets}\\.$`));
    expect(en('trainingPlans.notes')).toContain(` ${PLAN_LIMITS.notes} `);
    expect(es('trainingPlans.notes')).toContain(` ${PLAN_LIMITS.notes} `);
  });

  it('word the assignment count, one and many', () => {
    expect(en('trainingPlans.assigned', { count: 1 })).toBe('Plan assigned to 1 athlete.');
    expect(es('trainingPlans.assigned', { count: 3 })).toBe('Plan asignado a 3 atletas.');
  });
});
