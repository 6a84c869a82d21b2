import { describe, expect, it } from 'vitest';
import { shellText } from '@/lib/i18n/shell';
import shell from '@/locales/en/shell.json';
import { initialVideoState, MAX_PLAYS, videoControlKey, videoTransition, type VideoEvent, type VideoState, type VideoStatus } from './hero-video-machine';

/** The control's accessible name in English. */
const videoControlLabel = (status: VideoStatus) => shellText(shell, videoControlKey(status));

const run = (events: VideoEvent['type'][], from: VideoState = initialVideoState) =>
  events.reduce<{ state: VideoState; commands: string[] }>(
    (acc, type) => {
      const next = videoTransition(acc.state, { type } as VideoEvent);
      return { state: next.state, commands: [...acc.commands, String(next.command)] };
    },
    { state: from, commands: [] },
  );

describe('the hero video state machine', () => {
  it('plays at most twice', () => {
    expect(MAX_PLAYS).toBe(2);
  });

  it('replays after the first end and stops at half its duration after the second', () => {
    const { state, commands } = run(['played', 'paused', 'ended', 'played', 'paused', 'ended']);
    expect(commands).toEqual(['null', 'null', 'replay', 'null', 'null', 'stopAtHalf']);
    expect(state).toEqual({ status: 'finished', plays: 2 });
    expect(videoControlLabel(state.status)).toBe('Restart video');
  });

  it('toggles between playing and paused with one control', () => {
    const playing = run(['played']).state;
    expect(videoControlLabel(playing.status)).toBe('Pause video');
    const paused = videoTransition(playing, { type: 'toggle' });
    expect(paused).toEqual({ state: { status: 'paused', plays: 0 }, command: 'pause' });
    expect(videoControlLabel(paused.state.status)).toBe('Play video');
    expect(videoTransition(paused.state, { type: 'toggle' })).toEqual({ state: { status: 'playing', plays: 0 }, command: 'play' });
  });

  it('restarts from the beginning with a fresh count of two plays', () => {
    const finished = run(['played', 'ended', 'ended']).state;
    const restarted = videoTransition(finished, { type: 'toggle' });
    expect(restarted).toEqual({ state: { status: 'playing', plays: 0 }, command: 'replay' });
    expect(run(['ended'], restarted.state).commands).toEqual(['replay']);
    expect(run(['ended', 'ended'], restarted.state).state.status).toBe('finished');
  });

  it('keeps the count of plays across a pause', () => {
    const { state } = run(['played', 'ended', 'toggle', 'toggle']);
    expect(state).toEqual({ status: 'playing', plays: 1 });
    expect(videoTransition(state, { type: 'ended' }).command).toBe('stopAtHalf');
  });

  it('follows the element when it is paused or started from outside', () => {
    expect(run(['played', 'paused']).state.status).toBe('paused');
    const finished = run(['ended', 'ended']).state;
    expect(videoTransition(finished, { type: 'paused' }).state).toBe(finished);
    expect(videoTransition(finished, { type: 'played' }).state).toEqual({ status: 'playing', plays: 0 });
  });

  it('starts paused until the element reports that it plays', () => {
    expect(initialVideoState).toEqual({ status: 'paused', plays: 0 });
    expect(videoControlLabel(initialVideoState.status)).toBe('Play video');
  });
});
