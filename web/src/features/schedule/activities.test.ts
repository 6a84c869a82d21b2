import { describe, expect, it } from 'vitest';
import { pickupGame as game, trainingSession as session } from '@common/fixtures/schedule';
import { filterActivities, groupByDate, isFull, sportChoices, spotsLeft, spotsTone, toActivities, type Activity } from './activities';

const keys = (list: Activity[]) => list.map((a) => a.key);

describe('filterActivities', () => {
  const list = toActivities(
    [
      session({ id: 1, type: 'BASKETBALL' }),
      session({ id: 2, programId: 20, type: 'SOCCER' }),
      session({ id: 3, programId: 30, type: 'FOOTBALL' }),
      session({ id: 4, programId: 40, type: 'SPEED_AGILITY' }),
    ],
    [game({ id: 1, sport: 'basketball' }), game({ id: 2, sport: 'soccer' }), game({ id: 3, sport: 'flag_football' })],
  );

  it('keeps everything on the All tab', () => {
    expect(filterActivities(list, 'all')).toHaveLength(7);
  });

  it('splits training sessions from pickup games', () => {
    expect(keys(filterActivities(list, 'training'))).toEqual(['training-1', 'training-2', 'training-3', 'training-4']);
    expect(keys(filterActivities(list, 'pickup'))).toEqual(['pickup-1', 'pickup-2', 'pickup-3']);
  });

  it('takes in both the sessions of a sport and its pickup games on a sport chip', () => {
    expect(keys(filterActivities(list, 'all', 'basketball'))).toEqual(['training-1', 'pickup-1']);
    expect(keys(filterActivities(list, 'all', 'soccer'))).toEqual(['training-2', 'pickup-2']);
  });

  it('combines the kind and the sport (issue 34): pickup basketball, soccer training', () => {
    expect(keys(filterActivities(list, 'pickup', 'basketball'))).toEqual(['pickup-1']);
    expect(keys(filterActivities(list, 'training', 'soccer'))).toEqual(['training-2']);
    expect(filterActivities(list, 'pickup', 'speed_agility')).toEqual([]);
  });

  it('keeps tackle football training apart from flag football games; Speed & Agility has its own chip', () => {
    expect(keys(filterActivities(list, 'all', 'flag_football'))).toEqual(['pickup-3']);
    expect(keys(filterActivities(list, 'all', 'football'))).toEqual(['training-3']);
    expect(keys(filterActivities(list, 'all', 'speed_agility'))).toEqual(['training-4']);
  });

  it("offers part 2's three sports always and the others the schedule has", () => {
    expect(sportChoices(list)).toEqual(['basketball', 'soccer', 'flag_football', 'football', 'speed_agility']);
    expect(sportChoices([])).toEqual(['basketball', 'soccer', 'flag_football']);
  });

  it('leaves only the chosen program sessions when a program is given, whatever the filters', () => {
    expect(keys(filterActivities(list, 'all', 'all', 20))).toEqual(['training-2']);
    expect(keys(filterActivities(list, 'pickup', 'basketball', 20))).toEqual(['training-2']);
    expect(filterActivities(list, 'all', 'all', 999)).toEqual([]);
  });
});

describe('groupByDate', () => {
  it('groups by day in date order and sorts each day by time', () => {
    const list = toActivities(
      [
        session({ id: 1, date: '2026-03-03', time: '09:00:00' }),
        session({ id: 2, date: '2026-03-02', time: '17:30:00' }),
        session({ id: 3, date: '2026-03-02', time: '07:00:00' }),
      ],
      [game({ id: 9, date: '2026-03-02', startTime: '12:00:00' })],
    );
    const groups = groupByDate(list);
    expect(groups.map((g) => g.date)).toEqual(['2026-03-02', '2026-03-03']);
    expect(keys(groups[0]!.items)).toEqual(['training-3', 'pickup-9', 'training-2']);
    expect(keys(groups[1]!.items)).toEqual(['training-1']);
  });

  it('sorts a missing time as noon', () => {
    const list = toActivities([session({ id: 1, time: '13:00:00' }), session({ id: 2, time: '' }), session({ id: 3, time: '11:00:00' })], []);
    expect(keys(groupByDate(list)[0]!.items)).toEqual(['training-3', 'training-2', 'training-1']);
    expect(groupByDate(list)[0]!.items[1]!.time).toBeNull();
  });

  it('gives no groups for no activities', () => {
    expect(groupByDate([])).toEqual([]);
  });
});

describe('places left', () => {
  it('reads a session’s available spots and a game’s open places', () => {
    const [s, g] = toActivities([session({ availableSpots: 5 })], [game({ currentPlayers: 7, maxPlayers: 10 })]);
    expect(spotsLeft(s!)).toBe(5);
    expect(spotsLeft(g!)).toBe(3);
  });

  it('is Full at 0 spots and never goes below 0', () => {
    const [s, g] = toActivities([session({ availableSpots: 0 })], [game({ currentPlayers: 12, maxPlayers: 10 })]);
    expect(isFull(s!)).toBe(true);
    expect(spotsLeft(g!)).toBe(0);
    expect(isFull(g!)).toBe(true);
    expect(isFull(toActivities([session({ availableSpots: 1 })], [])[0]!)).toBe(false);
  });

  it('colours the badge red when full, amber when few are left, green otherwise', () => {
    expect(spotsTone(0, 12)).toBe('danger');
    expect(spotsTone(3, 12)).toBe('warning');
    expect(spotsTone(4, 16)).toBe('warning');
    expect(spotsTone(5, 16)).toBe('success');
    expect(spotsTone(12, 12)).toBe('success');
  });
});
