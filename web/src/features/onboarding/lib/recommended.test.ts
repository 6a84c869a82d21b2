import { describe, expect, it } from 'vitest';
import type { Program } from '@common/programs';
import { pickRecommended, RECOMMENDED_NAMES } from './recommended';

const program = (id: number, name: string): Program => ({
  id,
  name,
  type: 'SOCCER',
  description: '',
  price: 80,
  duration: 120,
  imageUrl: null,
  displayOrder: id,
  ageGroup: null,
});
const catalogue = [
  program(1, 'Basketball Elite'),
  program(2, 'Basketball Fundamentals'),
  program(3, 'Soccer Elite'),
  program(4, 'Soccer Fundamentals'),
  program(6, 'Speed & Agility Fundamentals'),
];
const names = (list: Program[]) => list.map((p) => p.name);

describe('pickRecommended', () => {
  it('takes the athlete programs from the catalogue in the recommended order', () => {
    expect(names(pickRecommended(catalogue, RECOMMENDED_NAMES.ATHLETE))).toEqual(['Soccer Elite', 'Speed & Agility Fundamentals', 'Basketball Elite']);
  });

  it('takes the parent programs from the catalogue', () => {
    expect(names(pickRecommended(catalogue, RECOMMENDED_NAMES.PARENT))).toEqual([
      'Soccer Fundamentals',
      'Basketball Fundamentals',
      'Speed & Agility Fundamentals',
    ]);
  });

  it('matches names regardless of case and spaces', () => {
    expect(names(pickRecommended(catalogue, [' soccer elite ']))).toEqual(['Soccer Elite']);
  });

  it('fills a missing name with the first catalogue program not already shown', () => {
    const withoutSoccerElite = catalogue.filter((p) => p.name !== 'Soccer Elite');
    expect(names(pickRecommended(withoutSoccerElite, RECOMMENDED_NAMES.ATHLETE))).toEqual([
      'Basketball Fundamentals',
      'Speed & Agility Fundamentals',
      'Basketball Elite',
    ]);
  });

  it('shows the first programs of a catalogue without any of the names', () => {
    const other = [program(7, 'Football Elite'), program(8, 'Volleyball Basics'), program(9, 'Private Training'), program(10, 'Extra')];
    expect(names(pickRecommended(other, RECOMMENDED_NAMES.PARENT))).toEqual(['Football Elite', 'Volleyball Basics', 'Private Training']);
  });

  it('shows what there is when the catalogue is short or empty', () => {
    expect(names(pickRecommended([program(7, 'Football Elite')], RECOMMENDED_NAMES.ATHLETE))).toEqual(['Football Elite']);
    expect(pickRecommended([], RECOMMENDED_NAMES.ATHLETE)).toEqual([]);
  });
});
