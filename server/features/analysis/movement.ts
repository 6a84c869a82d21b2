import type { Language } from '../../platform/i18n/language.ts';
import type { Measures } from './measures/summary.ts';
import type { Keypoint, PoseFrame } from './measures/types.ts';
import { GATES, MOVEMENT, type Profile } from './thresholds.ts';

/**
 * The movement each sport profile judges (issue 33). A profile's targets describe that movement (a
 * shot's set point, a stride's knee drive): measured on a clip without it they say nothing true, so
 * the report says the movement was not found and judges nothing.
 */
export type MovementKey = 'shot' | 'stride' | 'kick-or-run' | 'start' | 'any';

export const MOVEMENT_OF: Record<Profile, MovementKey> = {
  basketball: 'shot',
  speed: 'stride',
  soccer: 'kick-or-run',
  football: 'start',
  // General movement judges posture, balance and jumps of any drill, a held position included.
  general: 'any',
};

export interface MovementFound {
  key: MovementKey;
  found: boolean;
}

/** The highest point of the head seen in a frame (nose, eyes or ears), else the shoulders. */
function headY(f: PoseFrame): number | null {
  const k = f.keypoints;
  const head = [k.nose, k.left_eye, k.right_eye, k.left_ear, k.right_ear].filter((p): p is Keypoint => !!p);
  const ref = head.length ? head : [k.left_shoulder, k.right_shoulder].filter((p): p is Keypoint => !!p);
  return ref.length ? Math.min(...ref.map((p) => p.y)) : null;
}

/** Some frame has a wrist above the head (image y grows downwards). */
export function wristOverHead(frames: readonly PoseFrame[]): boolean {
  return frames.some((f) => {
    const head = headY(f);
    if (head === null) return false;
    return [f.keypoints.left_wrist, f.keypoints.right_wrist].some((w) => w !== undefined && w.y < head);
  });
}

/** One thigh forward and the other back, as in a stride or a kick (a photo's one moment). */
const legsSplit = (m: Measures) =>
  m.kneeDriveLeft !== null && m.kneeDriveRight !== null && Math.abs(m.kneeDriveLeft - m.kneeDriveRight) >= MOVEMENT.splitMinHipDifference;

const running = (m: Measures) => m.cadence !== null;

/**
 * Whether the clip (or photo) shows the profile's movement, from the pose track and the measures
 * already computed from it: deterministic and cheap (no model, one pass over the frames).
 */
export function findMovement(profile: Profile, frames: readonly PoseFrame[], m: Measures, video: boolean): MovementFound {
  const key = MOVEMENT_OF[profile];
  const found = (() => {
    switch (key) {
      case 'shot':
        return (
          (m.shoulderElevationMax ?? 0) >= GATES.shotMinShoulderElevation && wristOverHead(frames) && (!video || (m.elbowRom ?? 0) >= MOVEMENT.shotMinElbowRom)
        );
      case 'stride':
        return video ? running(m) : legsSplit(m);
      case 'kick-or-run':
        return video ? running(m) || Math.max(m.hipRomLeft ?? 0, m.hipRomRight ?? 0) >= MOVEMENT.kickMinHipRom : legsSplit(m);
      case 'start':
        return (video && (running(m) || m.jumpHeightCm !== null)) || (m.kneeDrive ?? 0) >= MOVEMENT.stanceMinHipFlexion || (!video && legsSplit(m));
      case 'any':
        return true;
    }
  })();
  return { key, found };
}

interface MovementWords {
  /** The movement with its article, as a sentence names it. */
  name: string;
  /** How to film it. */
  film: string;
}

/** The movements in words (issue 33: both languages). */
export const MOVEMENT_WORDS: Record<Language, Record<MovementKey, MovementWords>> = {
  en: {
    shot: { name: 'a jump shot', film: 'film the whole shot from the side, from the dip to the follow-through, with the ball and both arms in view' },
    stride: { name: 'running strides', film: 'film at least three strides from the side, the camera still at hip height and the whole body in view' },
    'kick-or-run': { name: 'a run or a kick', film: 'film the run or the kick from the side, the whole body and the ball in view' },
    start: { name: 'a stance, a start or a jump', film: 'film the stance and the first steps (or the jump) from the side, the whole body in view' },
    any: { name: 'a movement', film: 'film the whole body from the side' },
  },
  es: {
    shot: {
      name: 'un tiro en suspensión',
      film: 'graba el tiro completo de perfil, desde la flexión hasta la terminación, con el balón y los dos brazos a la vista',
    },
    stride: {
      name: 'zancadas de carrera',
      film: 'graba al menos tres zancadas de perfil, con la cámara fija a la altura de la cadera y el cuerpo completo a la vista',
    },
    'kick-or-run': { name: 'una carrera o un pateo', film: 'graba la carrera o el pateo de perfil, con el cuerpo completo y el balón a la vista' },
    start: {
      name: 'una postura de salida, una salida o un salto',
      film: 'graba la postura y los primeros pasos (o el salto) de perfil, con el cuerpo completo a la vista',
    },
    any: { name: 'un movimiento', film: 'graba el cuerpo completo de perfil' },
  },
};

/** "We could not find a jump shot in this clip: film the whole shot from the side..." in a language. */
export function notFoundSentence(key: MovementKey, video: boolean, lang: Language): string {
  const w = MOVEMENT_WORDS[lang][key];
  return lang === 'es'
    ? `No encontramos ${w.name} en ${video ? 'este video' : 'esta foto'}: ${w.film}.`
    : `We could not find ${w.name} in this ${video ? 'clip' : 'photo'}: ${w.film}.`;
}
