import type { ReactNode, RefObject } from 'react';
import { type PoseTrack } from '@common/analysis';
import { ANNOTATION_MOMENT_MS, type Annotation } from '@common/annotations';
import { frameIndexAt, isShownAt } from '../lib/sync';
import { AnnotationShape } from './annotation-shape';
import { Skeleton } from './skeleton';

export interface StageSize {
  width: number;
  height: number;
}

interface ClipStageProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  src: string;
  label: string;
  time: number;
  size: StageSize;
  track?: PoseTrack;
  showSkeleton: boolean;
  annotations?: Annotation[];
  /** Drawn above the saved drawings (the drawing tool's surface). */
  children?: ReactNode;
  onSize: (size: StageSize) => void;
}

/** The video with its overlay: the skeleton of the analysed frame shown, and the drawings whose moment it is. */
export function ClipStage({ videoRef, src, label, time, size, track, showSkeleton, annotations = [], children, onSize }: ClipStageProps) {
  const ms = time * 1000;
  const index = track ? frameIndexAt(track.t, ms) : -1;
  const shown = annotations.filter((a) => isShownAt(a, ms, ANNOTATION_MOMENT_MS));
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">
      <video
        ref={videoRef}
        src={src}
        aria-label={label}
        className="absolute inset-0 h-full w-full object-contain"
        playsInline
        preload="auto"
        muted
        onLoadedMetadata={(e) => onSize({ width: e.currentTarget.videoWidth || size.width, height: e.currentTarget.videoHeight || size.height })}
      />
      <svg
        className="pointer-events-none absolute inset-0 h-full w-full"
        viewBox={`0 0 ${size.width} ${size.height}`}
        preserveAspectRatio="xMidYMid meet"
        aria-hidden="true"
      >
        {track && showSkeleton && <Skeleton track={track} index={index} width={size.width} height={size.height} />}
        {shown.map((a) => (
          <AnnotationShape key={a.id} id={a.id} shape={a} width={size.width} height={size.height} />
        ))}
      </svg>
      {children}
    </div>
  );
}
