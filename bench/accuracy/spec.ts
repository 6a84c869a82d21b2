import { mulberry32 } from '../lib/mulberry32.js';

export type Vec3 = [number, number, number];
export interface SidePosture {
  hip: number;
  hipStraddle: number;
  knee: number;
  ankle: number;
  shoulder: number;
  shoulderStraddle: number;
  elbow: number;
}
export interface SceneSpec {
  size: { width: number; height: number };
  body: { kind: 'male' | 'female' | 'child'; height: number };
  posture: { turn: number; bodyBend: number; torsoBend: number; headNod: number; l: SidePosture; r: SidePosture };
  colours: { skin: string; shoes: string; shorts: string; joints: string; limbs: string; shirt: string };
  background: { kind: 'plain' | 'gym' | 'sky'; wall: string; stripe: string; floor: string; seed: number };
  light: number;
  position: { x: number; z: number; lift?: number };
  camera: { fov: number; distance: number; height: number; azimuth: number; aimX: number; aimY: number; anchor?: Vec3 };
}
export interface RenderTruth {
  joints3d: Record<string, Vec3>;
  joints2d: Record<string, [number, number]>;
  box: [number, number, number, number];
  forward: Vec3;
  cameraDirection: Vec3;
  cameraPosition: Vec3;
  anchor: Vec3;
  posed: { knee: { l: number; r: number }; elbow: { l: number; r: number } };
}

/** A seeded generator (mulberry32), so the set is the same for the same seed. */
export function seeded(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    between: (lo: number, hi: number) => lo + (hi - lo) * next(),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
  };
}
export type Rng = ReturnType<typeof seeded>;
