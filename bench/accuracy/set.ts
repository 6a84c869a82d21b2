/**
 * The accuracy set (issue 22): scenes of an articulated figure whose joint angles are known, made
 * from a seed. Pure data: bench/accuracy/generate.ts renders them, truth.ts turns the rendered
 * figure's 3-D joints into the measures' true values.
 */
import { seeded, type Rng, type SceneSpec, type SidePosture } from './spec.ts';
import type { Profile } from '../../server/features/analysis/thresholds.ts';

export const SET_VERSION = 1;
export const DEFAULT_SEED = 22;

export type View = 'side' | 'oblique' | 'front';
export const POSES = [
  'stand',
  'sprint-drive',
  'sprint-stride',
  'squat',
  'landing',
  'jump-takeoff',
  'shot-set',
  'shot-release',
  'kick-backswing',
  'kick-follow',
] as const;
export type PoseName = (typeof POSES)[number];

export interface Still {
  id: string;
  pose: PoseName;
  view: View;
  /** Degrees the camera is off the figure's side (side 0-5, oblique 20-45) or off its front (front 0-10). */
  offDegrees: number;
  spec: SceneSpec;
}

export interface Clip {
  id: string;
  movement: 'squat' | 'sprint' | 'jump';
  profile: Profile;
  fps: number;
  frames: SceneSpec[];
}

type Posture = SceneSpec['posture'];
const side = (o: Partial<SidePosture> = {}): SidePosture => ({ hip: 0, hipStraddle: 4, knee: 0, ankle: 0, shoulder: 0, shoulderStraddle: 6, elbow: 10, ...o });
const posture = (o: Partial<Omit<Posture, 'l' | 'r'>>, l: Partial<SidePosture>, r: Partial<SidePosture>): Posture => ({
  turn: 0,
  bodyBend: 0,
  torsoBend: 0,
  headNod: 0,
  ...o,
  l: side(l),
  r: side(r),
});

/** The positions each sport profile judges, with their angles drawn from realistic ranges. */
function poseOf(name: PoseName, r: Rng): Posture {
  const b = r.between;
  const lead = r.next() < 0.5; // which leg or arm leads
  const pair = (a: Partial<SidePosture>, c: Partial<SidePosture>) => (lead ? { l: a, r: c } : { l: c, r: a });
  switch (name) {
    case 'stand': {
      const p = pair({ knee: b(0, 10), elbow: b(5, 30) }, { knee: b(0, 10), elbow: b(5, 30) });
      return posture({ torsoBend: b(0, 5) }, p.l, p.r);
    }
    case 'sprint-drive': {
      const p = pair(
        { hip: b(65, 95), knee: b(85, 125), ankle: b(-10, 10), shoulder: b(-45, -20), elbow: b(70, 100) },
        { hip: b(-25, -5), knee: b(15, 40), ankle: b(10, 30), shoulder: b(35, 70), elbow: b(75, 100) },
      );
      return posture({ bodyBend: b(3, 12), torsoBend: b(0, 8) }, p.l, p.r);
    }
    case 'sprint-stride': {
      const p = pair(
        { hip: b(35, 60), knee: b(20, 45), shoulder: b(-40, -15), elbow: b(70, 100) },
        { hip: b(-30, -10), knee: b(40, 90), shoulder: b(25, 55), elbow: b(70, 100) },
      );
      return posture({ bodyBend: b(3, 10), torsoBend: b(0, 6) }, p.l, p.r);
    }
    case 'squat': {
      const hip = b(70, 110);
      const knee = b(75, 120);
      const p = pair(
        { hip, knee, ankle: -b(15, 30), shoulder: b(60, 95), elbow: b(0, 20) },
        { hip: hip + b(-4, 4), knee: knee + b(-4, 4), ankle: -b(15, 30), shoulder: b(60, 95), elbow: b(0, 20) },
      );
      return posture({ torsoBend: b(5, 25) }, p.l, p.r);
    }
    case 'landing': {
      const hip = b(30, 60);
      const knee = b(35, 70);
      const p = pair(
        { hip, knee, ankle: -b(5, 20), shoulder: b(20, 60), elbow: b(10, 40) },
        { hip: hip + b(-6, 6), knee: knee + b(-6, 6), ankle: -b(5, 20), shoulder: b(20, 60), elbow: b(10, 40) },
      );
      return posture({ torsoBend: b(5, 20) }, p.l, p.r);
    }
    case 'jump-takeoff': {
      const p = pair(
        { hip: b(0, 15), knee: b(0, 20), ankle: b(20, 40), shoulder: b(130, 170), elbow: b(5, 30) },
        { hip: b(0, 15), knee: b(0, 20), ankle: b(20, 40), shoulder: b(130, 170), elbow: b(5, 30) },
      );
      return posture({ torsoBend: b(0, 8) }, p.l, p.r);
    }
    case 'shot-set': {
      const knee = b(20, 45);
      const p = pair(
        { hip: knee * 0.6, knee, shoulder: b(110, 145), shoulderStraddle: b(5, 20), elbow: b(75, 110) },
        { hip: knee * 0.6, knee: knee + b(-5, 5), shoulder: b(90, 120), shoulderStraddle: b(20, 40), elbow: b(70, 100) },
      );
      return posture({ torsoBend: b(0, 6) }, p.l, p.r);
    }
    case 'shot-release': {
      const p = pair(
        { hip: b(0, 10), knee: b(0, 15), ankle: b(15, 30), shoulder: b(145, 170), shoulderStraddle: b(0, 10), elbow: b(0, 20) },
        { hip: b(0, 10), knee: b(0, 15), ankle: b(15, 30), shoulder: b(100, 130), shoulderStraddle: b(20, 35), elbow: b(30, 70) },
      );
      return posture({ torsoBend: b(0, 5) }, p.l, p.r);
    }
    case 'kick-backswing': {
      const p = pair(
        { hip: -b(15, 35), knee: b(80, 115), shoulder: b(20, 50), shoulderStraddle: b(40, 70), elbow: b(10, 40) },
        { hip: b(15, 30), knee: b(20, 40), shoulder: -b(10, 30), shoulderStraddle: b(40, 70), elbow: b(10, 40) },
      );
      return posture({ torsoBend: b(0, 10) }, p.l, p.r);
    }
    case 'kick-follow': {
      const p = pair(
        { hip: b(55, 85), knee: b(5, 30), ankle: b(20, 40), shoulder: -b(10, 30), shoulderStraddle: b(40, 70), elbow: b(10, 40) },
        { hip: b(10, 25), knee: b(15, 35), shoulder: b(20, 50), shoulderStraddle: b(40, 70), elbow: b(10, 40) },
      );
      return posture({ torsoBend: b(-10, 0) }, p.l, p.r);
    }
  }
}

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#5a3a22'];
const SHIRTS = ['#d32f2f', '#1565c0', '#2e7d32', '#fbc02d', '#212121', '#fafafa', '#6a1b9a', '#ef6c00'];
const SHORTS = ['#1a237e', '#212121', '#37474f', '#fafafa', '#b71c1c'];
const SHOES = ['#212121', '#fafafa', '#e53935', '#1e88e5'];
const WALLS = ['#e0e0e0', '#cfd8dc', '#fff3e0', '#455a64', '#263238', '#a1887f'];
const FLOORS = ['#9e8a6e', '#7d6e5a', '#5d8a3a', '#8d6e63', '#b0a58f', '#3e5c76'];

function looks(r: Rng, clothes: boolean): Pick<SceneSpec, 'colours' | 'background' | 'light' | 'body'> {
  const skin = r.pick(SKIN);
  const kind = r.pick(['male', 'male', 'female', 'child'] as const);
  const height = kind === 'male' ? r.between(1.65, 1.95) : kind === 'female' ? r.between(1.55, 1.8) : r.between(1.2, 1.45);
  const limbs = clothes && r.next() < 0.35 ? r.pick(SHIRTS) : skin; // long sleeves and leggings, sometimes
  return {
    body: { kind, height: Math.round(height * 100) / 100 },
    colours: { skin, shoes: r.pick(SHOES), shorts: r.pick(SHORTS), joints: limbs, limbs, shirt: r.pick(SHIRTS) },
    background: {
      kind: r.pick(['plain', 'gym', 'gym', 'sky'] as const),
      wall: r.pick(WALLS),
      stripe: r.pick(SHIRTS),
      floor: r.pick(FLOORS),
      seed: r.int(1, 1e9),
    },
    light: r.between(1.8, 3.2),
  };
}

const rad = (d: number) => (d * Math.PI) / 180;

/** The camera for a view: azimuth 0 sees the figure's right side, 90 its front, 180 its left side. */
function cameraFor(view: View, r: Rng, bodyHeight: number, size: SceneSpec['size']): { camera: SceneSpec['camera']; off: number } {
  const fov = 40;
  const fill = r.between(0.4, 0.85); // share of the frame's height the figure fills (distance)
  const visible = 2 * Math.tan(rad(fov / 2));
  const distance = (bodyHeight * 1.05) / (fill * visible) + 0.3;
  let off: number;
  let azimuth: number;
  const fromRight = r.next() < 0.5;
  if (view === 'front') {
    off = r.between(0, 10);
    azimuth = 90 + (r.next() < 0.5 ? off : -off);
  } else {
    off = view === 'side' ? r.between(0, 5) : r.between(20, 45);
    const towardFront = r.next() < 0.6;
    azimuth = (fromRight ? 0 : 180) + (fromRight === towardFront ? off : -off);
  }
  const aimRoom = (1 - fill) / 2;
  return {
    off: Math.round(off * 10) / 10,
    camera: {
      fov,
      distance,
      height: r.between(0.7, 1.4),
      azimuth: rad(azimuth),
      aimX: r.between(-aimRoom, aimRoom) * bodyHeight * (size.width / size.height) * 0.5,
      aimY: r.between(-0.1, 0.15) * bodyHeight,
    },
  };
}

const STILLS_PER_VIEW: Record<View, number> = { side: 8, oblique: 7, front: 4 };

/** Stills: every pose in every view, with their looks, sizes, backdrops and distances drawn from the seed. */
export function stills(seed = DEFAULT_SEED): Still[] {
  const out: Still[] = [];
  for (const pose of POSES) {
    for (const view of ['side', 'oblique', 'front'] as const) {
      for (let i = 0; i < STILLS_PER_VIEW[view]; i++) {
        // one generator per still, so adding a pose or a view leaves the others as they were
        const r = seeded(hash(`${seed}:${pose}:${view}:${i}`));
        const size = r.next() < 0.7 ? { width: 640, height: 480 } : { width: 480, height: 640 };
        const look = looks(r, true);
        const p = poseOf(pose, r);
        const { camera, off } = cameraFor(view, r, look.body.height, size);
        out.push({ id: `${pose}-${view}-${i}`, pose, view, offDegrees: off, spec: { size, ...look, posture: p, position: { x: 0, z: 0 }, camera } });
      }
    }
  }
  return out;
}

const lerp = (a: number, b: number, k: number) => a + (b - a) * k;
const ease = (k: number) => (1 - Math.cos(Math.PI * Math.min(1, Math.max(0, k)))) / 2;

/** Short clips, seen from the side, with the angles of every frame. */
export function clips(seed = DEFAULT_SEED): Clip[] {
  const fps = 15;
  const make = (movement: Clip['movement'], profile: Profile, seconds: number, at: (t: number) => { p: Posture; lift: number }): Clip => {
    const r = seeded(hash(`${seed}:clip:${movement}`));
    const size = { width: 640, height: 360 };
    const look = looks(r, false);
    const { camera } = cameraFor('side', r, look.body.height, size);
    camera.aimX = 0;
    const frames: SceneSpec[] = [];
    for (let i = 0; i < Math.round(seconds * fps); i++) {
      const { p, lift } = at(i / fps);
      frames.push({
        size,
        ...look,
        posture: p,
        position: { x: 0, z: 0, lift },
        camera: { ...camera, height: camera.height, distance: camera.distance * 1.15 },
      });
    }
    return { id: `clip-${movement}`, movement, profile, fps, frames };
  };
  return [
    // a bodyweight squat: down in 1 s, up in 1 s, with still moments at the top
    make('squat', 'general', 2.8, (t) => {
      const k = t < 0.4 ? 0 : t < 1.4 ? ease(t - 0.4) : t < 1.6 ? 1 : ease(1 - (t - 1.6));
      return {
        p: posture(
          { torsoBend: lerp(2, 22, k) },
          { hip: lerp(3, 100, k), knee: lerp(3, 110, k), ankle: lerp(0, -25, k), shoulder: lerp(5, 85, k), elbow: 10 },
          { hip: lerp(3, 100, k), knee: lerp(3, 110, k), ankle: lerp(0, -25, k), shoulder: lerp(5, 85, k), elbow: 10 },
        ),
        lift: 0,
      };
    }),
    // running in place (as on a treadmill): 3 strides a second
    make('sprint', 'speed', 2.4, (t) => {
      const ph = 2 * Math.PI * 1.5 * t;
      const leg = (s: number) => ({
        hip: 32 + 48 * Math.sin(ph + s),
        knee: 60 + 45 * Math.sin(ph + s + 1.2),
        ankle: 10,
        shoulder: -5 - 40 * Math.sin(ph + s),
        elbow: 85,
      });
      return { p: posture({ bodyBend: 8, torsoBend: 3 }, leg(0), leg(Math.PI)), lift: 0.04 * Math.max(0, Math.sin(2 * ph)) };
    }),
    // a countermovement jump: dip, take-off, 0.45 s of flight, landing
    make('jump', 'general', 2.8, (t) => {
      let knee: number;
      let hip: number;
      let shoulder: number;
      let lift = 0;
      if (t < 0.4) [knee, hip, shoulder] = [3, 3, 0];
      else if (t < 1.0) {
        const k = ease((t - 0.4) / 0.6);
        [knee, hip, shoulder] = [lerp(3, 75, k), lerp(3, 70, k), lerp(0, -40, k)];
      } else if (t < 1.25) {
        const k = ease((t - 1.0) / 0.25);
        [knee, hip, shoulder] = [lerp(75, 2, k), lerp(70, 0, k), lerp(-40, 150, k)];
      } else if (t < 1.7) {
        const k = (t - 1.25) / 0.45;
        [knee, hip, shoulder] = [lerp(2, 15, k), lerp(0, 10, k), lerp(150, 120, k)];
        lift = 4 * 0.25 * k * (1 - k); // 25 cm at the top
      } else if (t < 2.1) {
        const k = ease((t - 1.7) / 0.4);
        [knee, hip, shoulder] = [lerp(15, 55, k), lerp(10, 45, k), lerp(120, 40, k)];
      } else {
        const k = ease((t - 2.1) / 0.7);
        [knee, hip, shoulder] = [lerp(55, 5, k), lerp(45, 5, k), lerp(40, 5, k)];
      }
      const s = { hip, knee, shoulder, elbow: 15, ankle: knee * -0.25 };
      return { p: posture({ torsoBend: hip * 0.2 }, s, s), lift };
    }),
  ];
}

/** FNV-1a of a string, as a seed. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
