/** Part 2, section 9: the sports offered in forms (media upload, profiles, profile setup). */
export const SPORTS = [
  'Soccer',
  'Basketball',
  'Flag Football',
  'Football',
  'Baseball',
  'Tennis',
  'Track & Field',
  'Swimming',
  'Wrestling',
  'Golf',
  'Softball',
  'Cross Country',
] as const;
export type Sport = (typeof SPORTS)[number];

const DIAMOND = ['Pitcher', 'Catcher', 'First Base', 'Second Base', 'Third Base', 'Shortstop', 'Left Field', 'Center Field', 'Right Field'] as const;

/** Part 2, section 9: positions by sport. */
export const POSITIONS_BY_SPORT: Record<Sport, readonly string[]> = {
  Soccer: ['Forward', 'Midfielder', 'Defender', 'Goalkeeper'],
  Basketball: ['Point Guard', 'Shooting Guard', 'Small Forward', 'Power Forward', 'Center'],
  'Flag Football': ['Quarterback', 'Wide Receiver', 'Running Back', 'Center', 'Defense'],
  Football: ['Quarterback', 'Running Back', 'Wide Receiver', 'Tight End', 'Offensive Line', 'Defensive Line', 'Linebacker', 'Cornerback', 'Safety'],
  Baseball: DIAMOND,
  Softball: DIAMOND,
  Tennis: ['Singles', 'Doubles'],
  'Track & Field': ['Sprints', 'Distance', 'Hurdles', 'Jumps', 'Throws'],
  Swimming: ['Freestyle', 'Backstroke', 'Breaststroke', 'Butterfly', 'Individual Medley'],
  Wrestling: ['Lightweight', 'Middleweight', 'Heavyweight'],
  Golf: ['Player'],
  'Cross Country': ['Distance Runner'],
};

export const isSport = (value: string): value is Sport => (SPORTS as readonly string[]).includes(value);

/** Part 2, section 5: the positions of a sport; an unknown (or no) sport falls back to 'Player'. */
export function positionsFor(sport: string | null | undefined): readonly string[] {
  return sport && isSport(sport) ? POSITIONS_BY_SPORT[sport] : ['Player'];
}

/** Whether a position belongs to a sport: 'wrong' only when both are set and the sport is one we list. */
export function positionFit(sport: string | null | undefined, position: string | null | undefined): 'ok' | 'wrong' {
  if (!sport || !position || !isSport(sport)) return 'ok';
  return POSITIONS_BY_SPORT[sport].includes(position) ? 'ok' : 'wrong';
}
