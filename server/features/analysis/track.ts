import { labelIn } from '../../../common/measures.ts';
import type { PoseTrack } from '../../../common/analysis.ts';
import { seriesBand, type Judged } from './bands.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { frameSeries, SERIES_INFO, type SeriesKey } from './measures/series.ts';
import { BONES, JOINTS } from './measures/types.ts';
import type { LookedTrack } from './observe.ts';

/** Coordinates are stored as integers 0-SCALE of the frame (0.1% of its width or height: about 2 px of a 1080p clip). */
export const TRACK_SCALE = 1000;

const q = (v: number, size: number) => Math.max(0, Math.min(TRACK_SCALE, Math.round((v / size) * TRACK_SCALE)));

/**
 * The stored form of every analysed frame: its time in ms, the keypoints seen (quantised, -1 where
 * a joint was not seen; null when no person was found) and the per-frame measures with their bands.
 * A 20 s clip at 12 fps is about 30 kB of JSON.
 */
export function buildTrack(looked: LookedTrack, judged: Judged): PoseTrack {
  const { width, height } = looked;
  const series = frameSeries(looked.frames.map((f) => f.pose));
  return {
    v: 1,
    model: looked.model,
    joints: [...JOINTS],
    bones: BONES.map(([a, b]) => [JOINTS.indexOf(a), JOINTS.indexOf(b)]),
    width,
    height,
    scale: TRACK_SCALE,
    sampleFps: Math.round(looked.sampleFps * 1000) / 1000,
    videoFps: looked.videoFps === null ? null : Math.round(looked.videoFps * 1000) / 1000,
    durationSeconds: looked.durationSeconds,
    framesPerClipFrame: looked.videoFps ? Math.round(Math.min(1, looked.sampleFps / looked.videoFps) * 1000) / 1000 : null,
    t: looked.frames.map((f) => Math.round(f.t * 1000)),
    k: looked.frames.map((f) => {
      if (!f.pose) return null;
      const kp = f.pose.keypoints;
      return JOINTS.flatMap((j) => {
        const p = kp[j];
        return p ? [q(p.x, width), q(p.y, height)] : [-1, -1];
      });
    }),
    series: (Object.keys(SERIES_INFO) as SeriesKey[])
      .filter((key) => series[key].some((v) => v !== null))
      .map((key) => ({ key, label: SERIES_INFO[key].label, unit: SERIES_INFO[key].unit, band: seriesBand(key, judged), v: series[key] })),
  };
}

/**
 * A stored track as the player reads it: its curves named in a language (stored in English; a curve
 * this version does not know keeps its name and band), each band the one the analysis judged
 * (issue 33: tracks stored before it carry the profile's bands whether or not they were judged).
 */
export function trackIn(track: PoseTrack, lang: Language, judged: Judged): PoseTrack {
  const known = (key: string): key is SeriesKey => Object.hasOwn(SERIES_INFO, key);
  return {
    ...track,
    series: track.series.map((s) =>
      known(s.key) ? { ...s, label: lang === 'en' ? s.label : labelIn(SERIES_INFO, s.key, s.label, lang), band: seriesBand(s.key, judged) } : s,
    ),
  };
}
