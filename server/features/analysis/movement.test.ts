import { describe, expect, it } from 'vitest';
import { rounded, summarise } from './measures/summary.ts';
import { armedFigure, frame, jittered, kickClip, shotClip, standingClip, strideClip } from './measures/synthetic.ts';
import type { PoseFrame } from './measures/types.ts';
import { findMovement, notFoundSentence, wristOverHead } from './movement.ts';
import type { Profile } from './thresholds.ts';

const PROFILES: Profile[] = ['basketball', 'speed', 'soccer', 'football', 'general'];

/** Which profiles find their movement in a clip (or, with `video` false, a photo of its one frame). */
function foundIn(frames: PoseFrame[], video = true): Profile[] {
  const m = rounded(summarise(frames, video));
  return PROFILES.filter((p) => findMovement(p, frames, m, video).found);
}

describe('finding the movement a profile judges', () => {
  it('finds nothing to judge in a still clip but the general profile (posture and balance of any drill)', () => {
    expect(foundIn(standingClip())).toEqual(['general']);
  });

  it('finds a jump shot: the arm overhead, the wrist above the head and the elbow extending', () => {
    expect(foundIn(shotClip())).toContain('basketball');
    expect(foundIn(shotClip(5))).toContain('basketball');
  });

  it('does not take arms held up (a stretch) for a shot: the elbow does not extend', () => {
    const stretch = Array.from({ length: 20 }, (_, i) =>
      frame(i / 10, jittered(armedFigure({ left: { hip: 3, knee: 4 }, right: { hip: 3, knee: 4 }, arm: 165, elbow: 10 }), i)),
    );
    expect(wristOverHead(stretch)).toBe(true);
    expect(foundIn(stretch)).not.toContain('basketball');
  });

  it('finds running strides for speed, soccer and football, and no shot in them', () => {
    const found = foundIn(strideClip());
    expect(found).toEqual(expect.arrayContaining(['speed', 'soccer', 'football']));
    expect(found).not.toContain('basketball');
  });

  it('finds a kick for soccer, and no strides for speed in it', () => {
    const found = foundIn(kickClip());
    expect(found).toContain('soccer');
    expect(found).not.toContain('speed');
  });

  it('reads a photo by its one moment: a stride split, a set point, or a standing athlete', () => {
    const stride = strideClip();
    const split = stride.reduce((a, b) =>
      Math.abs((a.keypoints.left_knee?.x ?? 0) - (a.keypoints.right_knee?.x ?? 0)) >=
      Math.abs((b.keypoints.left_knee?.x ?? 0) - (b.keypoints.right_knee?.x ?? 0))
        ? a
        : b,
    );
    expect(foundIn([split], false)).toEqual(expect.arrayContaining(['speed', 'soccer', 'football']));
    const setPoint = shotClip()[8]!;
    expect(foundIn([setPoint], false)).toContain('basketball');
    expect(foundIn([standingClip()[0]!], false)).toEqual(['general']);
  });

  it('is deterministic: the same track gives the same answer', () => {
    const a = standingClip();
    const b = standingClip();
    expect(foundIn(a)).toEqual(foundIn(b));
  });

  it('says what was not found and how to film it, in both languages', () => {
    expect(notFoundSentence('shot', true, 'en')).toBe(
      'We could not find a jump shot in this clip: film the whole shot from the side, from the dip to the follow-through, with the ball and both arms in view.',
    );
    expect(notFoundSentence('shot', false, 'es')).toMatch(/^No encontramos un tiro en suspensión en esta foto: graba el tiro completo de perfil/);
  });
});
