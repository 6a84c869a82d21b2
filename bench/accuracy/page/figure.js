// The figure page of the accuracy set (bench/accuracy/render.ts drives it with Playwright).
// mannequin-js (GPL-3.0) is bench tooling only: it is served from node_modules into this page and
// never bundled into the product (docs/decisions/023-accuracy-ground-truth.md).
import * as THREE from 'three';
import { renderer, scene, camera, light } from '/mannequin/src/scene.js';
import { Male } from '/mannequin/src/bodies/Male.js';
import { Female } from '/mannequin/src/bodies/Female.js';
import { Child } from '/mannequin/src/bodies/Child.js';
import { GROUND_LEVEL } from '/mannequin/src/globals.js';
import { mulberry32 } from '/lib/mulberry32.js';

renderer.setAnimationLoop(null);
renderer.setPixelRatio(1);

let figure = null;
let figureKey = '';
let backdrop = null;
let ground = null;

/** The backdrop: a wall (plain, gym stripes with clutter, or sky over a field) and a floor. */
function setBackground(bg) {
  if (backdrop) scene.remove(backdrop);
  if (ground) scene.remove(ground);
  const canvas = document.createElement('canvas');
  canvas.width = 512;
  canvas.height = 256;
  const c = canvas.getContext('2d');
  // Seeded, so the backdrop's clutter is the same on every run.
  const r = mulberry32(bg.seed);
  if (bg.kind === 'sky') {
    const g = c.createLinearGradient(0, 0, 0, 256);
    g.addColorStop(0, '#7fb2e5');
    g.addColorStop(0.7, '#d9ecf7');
    g.addColorStop(0.7, '#5d8a3a');
    g.addColorStop(1, '#4c7a2e');
    c.fillStyle = g;
    c.fillRect(0, 0, 512, 256);
    c.fillStyle = '#2f5e24';
    for (let i = 0; i < 12; i++) c.fillRect(r() * 512, 150 + r() * 30, 20 + r() * 60, 30 + r() * 20);
  } else if (bg.kind === 'gym') {
    c.fillStyle = bg.wall;
    c.fillRect(0, 0, 512, 256);
    c.fillStyle = bg.stripe;
    c.fillRect(0, 120, 512, 18);
    for (let i = 0; i < 14; i++) {
      c.fillStyle = `hsl(${Math.floor(r() * 360)},${30 + Math.floor(r() * 40)}%,${25 + Math.floor(r() * 50)}%)`;
      c.fillRect(r() * 512, r() * 230, 10 + r() * 50, 10 + r() * 40);
    }
  } else {
    c.fillStyle = bg.wall;
    c.fillRect(0, 0, 512, 256);
  }
  const tex = new THREE.CanvasTexture(canvas);
  tex.colorSpace = THREE.SRGBColorSpace;
  backdrop = new THREE.Mesh(new THREE.PlaneGeometry(60, 30), new THREE.MeshBasicMaterial({ map: tex }));
  ground = new THREE.Mesh(new THREE.PlaneGeometry(60, 60), new THREE.MeshLambertMaterial({ color: bg.floor }));
  ground.rotation.x = -Math.PI / 2;
  ground.position.y = GROUND_LEVEL - 0.005;
  ground.receiveShadow = true;
  scene.add(backdrop, ground);
  return { backdrop, ground };
}

function makeFigure(body) {
  const key = `${body.kind}:${body.height}`;
  if (figure && key === figureKey) return figure;
  if (figure) scene.remove(figure);
  const Kind = body.kind === 'female' ? Female : body.kind === 'child' ? Child : Male;
  figure = new Kind(body.height);
  figureKey = key;
  return figure;
}

const JOINTS = {
  left_shoulder: (f) => f.l_arm,
  right_shoulder: (f) => f.r_arm,
  left_elbow: (f) => f.l_elbow,
  right_elbow: (f) => f.r_elbow,
  left_wrist: (f) => f.l_wrist,
  right_wrist: (f) => f.r_wrist,
  left_hip: (f) => f.l_leg,
  right_hip: (f) => f.r_leg,
  left_knee: (f) => f.l_knee,
  right_knee: (f) => f.r_knee,
  left_ankle: (f) => f.l_ankle,
  right_ankle: (f) => f.r_ankle,
  head: (f) => f.head,
};

/**
 * Poses the figure, places the camera, renders, and returns the truth: every joint's world
 * position (3-D) and its pixel on the screen, the figure's box on the screen, and its forward axis.
 */
function render(s) {
  const { width, height } = s.size;
  renderer.setSize(width, height, true);
  camera.aspect = width / height;
  camera.fov = s.camera.fov;
  const f = makeFigure(s.body);
  // posture: all joints to neutral, then the pose's angles (degrees)
  const p = s.posture;
  f.body.position.set(0, 0, 0);
  f.body.rotation.set(0, 0, 0);
  for (const j of [
    f.pelvis,
    f.torso,
    f.neck,
    f.head,
    f.l_leg,
    f.r_leg,
    f.l_knee,
    f.r_knee,
    f.l_ankle,
    f.r_ankle,
    f.l_arm,
    f.r_arm,
    f.l_elbow,
    f.r_elbow,
    f.l_wrist,
    f.r_wrist,
  ])
    j.rotation.set(0, 0, 0);
  f.body.turn = p.turn;
  f.body.bend = p.bodyBend;
  f.torso.bend = p.torsoBend;
  f.head.nod = p.headNod;
  for (const side of ['l', 'r']) {
    const q = p[side];
    f[`${side}_leg`].raise = q.hip;
    f[`${side}_leg`].straddle = q.hipStraddle;
    f[`${side}_knee`].bend = q.knee;
    f[`${side}_ankle`].bend = q.ankle;
    f[`${side}_arm`].raise = q.shoulder;
    f[`${side}_arm`].straddle = q.shoulderStraddle;
    f[`${side}_elbow`].bend = q.elbow;
    f[`${side}_wrist`].bend = 5;
  }
  f.recolor(s.colours.skin, s.colours.shoes, s.colours.shorts, s.colours.joints, s.colours.limbs, s.colours.shirt);
  f.head.recolor(s.colours.skin);
  f.updateMatrixWorld(true);
  f.stepOnGround();
  f.position.x = s.position.x;
  f.position.y += s.position.lift ?? 0;
  f.position.z = s.position.z;
  f.updateMatrixWorld(true);

  setBackground(s.background);
  scene.background = new THREE.Color(s.background.wall);
  backdrop.position.set(0, 6, -8);
  light.intensity = s.light;

  // camera: on a circle around the figure's hip, at `yaw` from the figure's forward axis
  // a still aims at the hip centre; a clip passes the first frame's aim so that the camera stays put
  const hip = s.camera.anchor
    ? new THREE.Vector3(...s.camera.anchor)
    : f.l_leg.getWorldPosition(new THREE.Vector3()).add(f.r_leg.getWorldPosition(new THREE.Vector3())).multiplyScalar(0.5);
  camera.position.set(
    hip.x + s.camera.distance * Math.sin(s.camera.azimuth),
    GROUND_LEVEL + s.camera.height,
    hip.z + s.camera.distance * Math.cos(s.camera.azimuth),
  );
  camera.lookAt(hip.x + s.camera.aimX, hip.y + s.camera.aimY, hip.z);
  camera.updateProjectionMatrix();
  camera.updateMatrixWorld(true);
  backdrop.position.set(hip.x - 10 * Math.sin(s.camera.azimuth), 6, hip.z - 10 * Math.cos(s.camera.azimuth));
  backdrop.lookAt(camera.position.x, 6, camera.position.z);

  renderer.render(scene, camera);

  const toScreen = (v) => {
    const n = v.clone().project(camera);
    return [((n.x + 1) / 2) * width, ((1 - n.y) / 2) * height];
  };
  const joints3d = {};
  const joints2d = {};
  for (const [name, get] of Object.entries(JOINTS)) {
    const w = get(f).getWorldPosition(new THREE.Vector3());
    joints3d[name] = [w.x, w.y, w.z];
    joints2d[name] = toScreen(w);
  }
  // the figure's box on the screen, from its meshes' bounding box corners
  const box = new THREE.Box3().setFromObject(f, true);
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const x of [box.min.x, box.max.x])
    for (const y of [box.min.y, box.max.y])
      for (const z of [box.min.z, box.max.z]) {
        const [sx, sy] = toScreen(new THREE.Vector3(x, y, z));
        minX = Math.min(minX, sx);
        maxX = Math.max(maxX, sx);
        minY = Math.min(minY, sy);
        maxY = Math.max(maxY, sy);
      }
  // the pelvis' local +x is the figure's forward direction (mannequin's legs swing forward along it)
  const o = f.pelvis.localToWorld(new THREE.Vector3(0, 0, 0));
  const fw = f.pelvis
    .localToWorld(new THREE.Vector3(1, 0, 0))
    .sub(o)
    .normalize();
  const cam = camera.getWorldDirection(new THREE.Vector3());
  return {
    joints3d,
    joints2d,
    box: [minX, minY, maxX, maxY],
    forward: [fw.x, fw.y, fw.z],
    cameraDirection: [cam.x, cam.y, cam.z],
    cameraPosition: [camera.position.x, camera.position.y, camera.position.z],
    anchor: [hip.x, hip.y, hip.z],
    posed: {
      knee: { l: f.l_knee.bend, r: f.r_knee.bend },
      elbow: { l: f.l_elbow.bend, r: f.r_elbow.bend },
    },
  };
}

window.octaneFigure = { render };
window.octaneFigureReady = true;
