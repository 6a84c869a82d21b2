import { useMemo, useRef, useState } from 'react';
import type { AnnotationKind } from '@common/annotations';
import { useUser } from '@/lib/use-user';
import { useClip } from '@/features/media/api/use-clip';
import { usePoseTrack } from '@/features/analysis/api/use-pose-track';
import { useAnnotationMutations, useAnnotations } from '../api/use-annotations';
import type { StageSize } from '../components/clip-stage';
import type { DrawSettings } from '../components/draw-toolbar';
import { drawingInput } from '../lib/drawing-input';
import type { Point } from '../lib/geometry';
import { useFrameKeys, usePlayer } from './use-player';

/** /review/:mediaId's state: the clip, its analysis and drawings, the player, and a coach's drawing tools. */
export function useReview(mediaId: number) {
  const { user } = useUser();
  const clip = useClip(mediaId);
  const track = usePoseTrack(mediaId);
  const annotations = useAnnotations(mediaId);
  const { create, update, remove } = useAnnotationMutations(mediaId);
  const videoRef = useRef<HTMLVideoElement>(null);
  const fps = track.data?.videoFps ?? 30;
  const player = usePlayer(videoRef, fps, clip.data?.fileUrl);
  useFrameKeys(useMemo(() => [player], [player]));
  const [size, setSize] = useState<StageSize>({ width: 1280, height: 720 });
  const [skeleton, setSkeleton] = useState(true);
  const [draw, setDraw] = useState<DrawSettings>({ tool: null, color: '#facc15', text: '', holdSeconds: 2 });
  const drawingAt = useRef(0);
  const isCoach = user?.role === 'COACH';

  /** A drawing starts: the clip pauses and the drawing is pinned to the frame shown. */
  const startDrawing = () => {
    player.pause();
    drawingAt.current = Math.round((videoRef.current?.currentTime ?? player.time) * 1000);
  };
  const save = (tool: AnnotationKind, points: Point[]) => create.mutate(drawingInput(tool, points, draw, drawingAt.current));

  return {
    clip,
    track,
    annotations,
    create,
    update,
    remove,
    videoRef,
    player,
    size,
    setSize,
    skeleton,
    setSkeleton,
    draw,
    setDraw,
    isCoach,
    startDrawing,
    save,
  };
}
