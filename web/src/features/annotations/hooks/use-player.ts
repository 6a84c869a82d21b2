import { useCallback, useEffect, useState, type RefObject } from 'react';
import { loopTarget, stepFrame } from '../lib/sync';

export const SPEEDS = [0.25, 0.5, 1, 2] as const;

export interface Player {
  time: number;
  duration: number;
  playing: boolean;
  rate: number;
  loop: { from: number; to: number } | null;
  toggle: () => void;
  play: () => void;
  pause: () => void;
  setRate: (rate: number) => void;
  step: (frames: number) => void;
  seek: (t: number) => void;
  setLoop: (loop: { from: number; to: number } | null) => void;
}

/**
 * A video element's playback as React state: the time follows every painted frame while playing.
 * `src` is the element's source: the listeners attach again when the element (or its clip) appears.
 */
export function usePlayer(videoRef: RefObject<HTMLVideoElement | null>, fps: number, src: string | undefined): Player {
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [rate, setRateState] = useState(1);
  const [loop, setLoop] = useState<{ from: number; to: number } | null>(null);
  // The element the ref points at, as state: a page may render the video only later (Compare shows
  // its picker first, with the clip already loaded), and the listeners must follow the element.
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  // No dependency list on purpose: a ref's change is seen only after a render, so every render looks.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (videoRef.current !== element) setElement(videoRef.current);
  });

  useEffect(() => {
    const v = element;
    if (!v) return;
    const sync = () => setTime(v.currentTime);
    const meta = () => setDuration(Number.isFinite(v.duration) ? v.duration : 0);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const listeners: [string, () => void][] = [
      ['loadedmetadata', meta],
      ['durationchange', meta],
      ['seeked', sync],
      ['timeupdate', sync],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onPause],
    ];
    meta();
    for (const [name, fn] of listeners) v.addEventListener(name, fn);
    return () => {
      for (const [name, fn] of listeners) v.removeEventListener(name, fn);
    };
  }, [element, src]);

  // While playing, read the time on every animation frame (timeupdate fires only 4 times a second).
  useEffect(() => {
    const v = videoRef.current;
    if (!playing || !v) return;
    let id = 0;
    const tick = () => {
      const target = loopTarget(v.currentTime, loop);
      if (target !== null) v.currentTime = target;
      setTime(v.currentTime);
      id = requestAnimationFrame(tick);
    };
    id = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(id);
  }, [playing, loop, videoRef]);

  const play = useCallback(() => void videoRef.current?.play().catch(() => {}), [videoRef]);
  const pause = useCallback(() => videoRef.current?.pause(), [videoRef]);
  const toggle = useCallback(() => {
    const v = videoRef.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => {});
    else v.pause();
  }, [videoRef]);
  const setRate = useCallback(
    (r: number) => {
      if (videoRef.current) videoRef.current.playbackRate = r;
      setRateState(r);
    },
    [videoRef],
  );
  const seek = useCallback(
    (t: number) => {
      const v = videoRef.current;
      if (!v) return;
      v.currentTime = Math.max(0, Math.min(t, Number.isFinite(v.duration) ? v.duration : t));
      setTime(v.currentTime);
    },
    [videoRef],
  );
  const step = useCallback(
    (frames: number) => {
      const v = videoRef.current;
      if (!v) return;
      v.pause();
      seek(stepFrame(v.currentTime, fps, frames, Number.isFinite(v.duration) ? v.duration : v.currentTime + 1));
    },
    [videoRef, fps, seek],
  );
  return { time, duration, playing, rate, loop, toggle, play, pause, setRate, step, seek, setLoop };
}

/** `,` and `.` step a frame back and forward, space plays and pauses, unless the focus is in a text field. */
export function useFrameKeys(players: Pick<Player, 'step' | 'toggle'>[]) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (
        e.altKey ||
        e.ctrlKey ||
        e.metaKey ||
        (el && (el.isContentEditable || (/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) && (el as HTMLInputElement).type !== 'range')))
      )
        return;
      if (e.key === ',' || e.key === '.') {
        e.preventDefault();
        for (const p of players) p.step(e.key === ',' ? -1 : 1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [players]);
}
