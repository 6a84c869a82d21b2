import { useCallback, useEffect, useRef, useState } from 'react';
import { initialVideoState, videoTransition, type VideoCommand, type VideoEvent } from '../utils/hero-video-machine';
import { prefersReducedMotion } from '../utils/motion';
import { useAfterLoad } from './use-after-load';

function carryOut(video: HTMLVideoElement, command: VideoCommand) {
  const play = () => video.play().catch(() => undefined); // autoplay refused: the button still works
  if (command === 'play') void play();
  else if (command === 'pause') video.pause();
  else if (command === 'replay') {
    video.currentTime = 0;
    void play();
  } else if (command === 'stopAtHalf') {
    video.pause();
    if (Number.isFinite(video.duration)) video.currentTime = video.duration / 2;
  }
}

/**
 * Wires the hero <video> to the play-twice state machine. Playback starts once the page has
 * loaded and the browser is idle (the poster shows until then), and not at all with reduced motion.
 */
export function useHeroVideo(onError: () => void) {
  const ref = useRef<HTMLVideoElement>(null);
  const stateRef = useRef(initialVideoState);
  const [state, setState] = useState(initialVideoState);

  const dispatch = useCallback((event: VideoEvent) => {
    const next = videoTransition(stateRef.current, event);
    stateRef.current = next.state;
    setState(next.state);
    if (ref.current) carryOut(ref.current, next.command);
  }, []);

  // A load that fails before React commits the element fires 'error' while React still ignores
  // its events, so a mounted element that already holds an error counts as failed too.
  useEffect(() => {
    if (ref.current?.error) onError();
  }, [onError]);

  const afterLoad = useAfterLoad();
  useEffect(() => {
    const untouched = stateRef.current.status === 'paused' && stateRef.current.plays === 0;
    if (afterLoad && untouched && ref.current && !prefersReducedMotion()) carryOut(ref.current, 'play');
  }, [afterLoad]);

  return {
    ref,
    status: state.status,
    toggle: () => dispatch({ type: 'toggle' }),
    mediaHandlers: {
      onError,
      onPlay: () => dispatch({ type: 'played' }),
      onPause: () => dispatch({ type: 'paused' }),
      onEnded: () => dispatch({ type: 'ended' }),
    },
  };
}
