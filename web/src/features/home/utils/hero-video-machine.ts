/**
 * Part 1, 2.3: the hero video plays muted and not looping, at most twice; after the second end it
 * stops at half its duration and offers a restart. One button toggles play, pause and restart.
 * The rules are a pure transition function; the hook carries out the commands on the element.
 */
export const MAX_PLAYS = 2;

export type VideoStatus = 'playing' | 'paused' | 'finished';
export interface VideoState {
  status: VideoStatus;
  /** Plays completed since the last (re)start. */
  plays: number;
}
export type VideoEvent =
  | { type: 'toggle' } // the one control button
  | { type: 'ended' } // the element reached its end
  | { type: 'played' } // the element started playing
  | { type: 'paused' }; // the element paused (by the browser or by us)
export type VideoCommand = 'play' | 'pause' | 'replay' | 'stopAtHalf' | null;

export const initialVideoState: VideoState = { status: 'paused', plays: 0 };

export function videoTransition(state: VideoState, event: VideoEvent): { state: VideoState; command: VideoCommand } {
  switch (event.type) {
    case 'toggle':
      if (state.status === 'playing') return { state: { ...state, status: 'paused' }, command: 'pause' };
      if (state.status === 'paused') return { state: { ...state, status: 'playing' }, command: 'play' };
      return { state: { status: 'playing', plays: 0 }, command: 'replay' };
    case 'ended': {
      const plays = state.plays + 1;
      if (plays < MAX_PLAYS) return { state: { status: 'playing', plays }, command: 'replay' };
      return { state: { status: 'finished', plays }, command: 'stopAtHalf' };
    }
    case 'played':
      // Started some other way (the browser's own menu) after finishing: a fresh run of two plays.
      return { state: { status: 'playing', plays: state.status === 'finished' ? 0 : state.plays }, command: null };
    case 'paused':
      return state.status === 'playing' ? { state: { ...state, status: 'paused' }, command: null } : { state, command: null };
  }
}

/** The control button's accessible name in each state (a key of the shell's strings). */
export function videoControlKey(status: VideoStatus): 'hero.pause' | 'hero.play' | 'hero.restart' {
  return status === 'playing' ? 'hero.pause' : status === 'paused' ? 'hero.play' : 'hero.restart';
}
