import { useEffect, useMemo, useRef, useState } from 'react';
import { useClip } from '@/features/media/api/use-clip';
import { usePoseTrack } from '@/features/analysis/api/use-pose-track';
import { comparePair } from '../lib/compare-pair';
import { followStep, partnerTime } from '../lib/sync';
import { useFrameKeys, usePlayer } from './use-player';

/** /compare's state: the two clips and their players, where each is aligned, the shared speed, and playing both in step. */
export function useCompare(search: string) {
  const { a, b, view, same } = comparePair(search);
  const trackA = usePoseTrack(a);
  const trackB = usePoseTrack(b);
  const clipA = useClip(a);
  const clipB = useClip(b);
  const refA = useRef<HTMLVideoElement>(null);
  const refB = useRef<HTMLVideoElement>(null);
  const pA = usePlayer(refA, trackA.data?.videoFps ?? 30, clipA.data?.fileUrl);
  const pB = usePlayer(refB, trackB.data?.videoFps ?? 30, clipB.data?.fileUrl);
  const [alignA, setAlignA] = useState(0);
  const [alignB, setAlignB] = useState(0);
  const [rate, setRate] = useState(1);
  const [skeleton] = useState(true);
  const [together, setTogether] = useState(false);
  useFrameKeys(useMemo(() => [pA, pB], [pA, pB]));

  // While both play, B follows A: corrected whenever it drifts from the aligned time.
  useEffect(() => {
    const vb = refB.current;
    if (!together || !vb) return;
    const step = followStep({ time: pA.time, playing: pA.playing }, { currentTime: vb.currentTime, paused: vb.paused, duration: pB.duration }, alignA, alignB);
    if (step.pause) vb.pause();
    if (step.seekTo !== null) vb.currentTime = step.seekTo;
    if (step.play) void vb.play().catch(() => {});
  }, [together, pA.time, pA.playing, alignA, alignB, pB.duration]);

  const playBoth = () => {
    if (pA.playing) {
      setTogether(false);
      pA.pause();
      pB.pause();
      return;
    }
    pA.setRate(rate);
    pB.setRate(rate);
    pB.seek(partnerTime(pA.time, alignA, alignB));
    setTogether(true);
    pA.play();
    pB.play();
  };
  const speed = (r: number) => {
    setRate(r);
    pA.setRate(r);
    pB.setRate(r);
  };

  return {
    a,
    b,
    view,
    same,
    sideA: { player: pA, videoRef: refA, align: alignA, onAlign: () => setAlignA(pA.time) },
    sideB: { player: pB, videoRef: refB, align: alignB, onAlign: () => setAlignB(pB.time) },
    playing: pA.playing,
    playBoth,
    rate,
    speed,
    skeleton,
  };
}
