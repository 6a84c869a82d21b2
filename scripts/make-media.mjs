// Makes the home page's hero video and poster and the demo SVG illustrations under web/public.
// Usage: node scripts/make-media.mjs [--video] [--images] [--preview]   (video and images when none is given;
// --preview writes a few single frames to /tmp for a quick look)
// The video is rendered frame by frame in JavaScript (a night running track rushing towards the
// camera, with glowing runner trails and stadium lights) and encoded with the ffmpeg binary that
// ships in @ffmpeg-installer/ffmpeg: H.264, yuv420p, +faststart, no audio, seamless loop.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { mulberry32 } from '../bench/lib/mulberry32.js';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const all = !args.includes('--video') && !args.includes('--images') && !args.includes('--preview');

const W = 1280;
const H = 720;
const FPS = 30;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const MAX_BYTES = 1_200_000;

// Scene: camera 1.6 m above an 8-lane track, moving forward at sprint speed (10 m/s).
const CAM_H = 1.6;
const FOCAL = 760;
const LANE = 1.22;
const TRACK_HALF = 4 * LANE;
const SPEED = 10;
const MARK_EVERY = 10; // SPEED * SECONDS is a multiple of this, so the loop is seamless
const HORIZON = Math.round(H * 0.45);

const NAVY_TOP = [6, 10, 22];
const NAVY_HORIZON = [28, 40, 74];
const ORANGE = [249, 115, 22];
const TRACK = [58, 24, 14];
const INFIELD = [10, 20, 34];

/** Exact box-filter coverage of a line [c - w/2, c + w/2] over the pixel [p - 0.5, p + 0.5]. */
const cover = (c, w, p) => Math.max(0, Math.min(c + w / 2, p + 0.5) - Math.max(c - w / 2, p - 0.5));
const mix = (a, b, t) => a + (b - a) * t;

const rand = mulberry32(8888);
const PARTICLES = Array.from({ length: 46 }, () => ({
  x: rand() * W,
  y: rand() * H,
  r: 2 + rand() * 9,
  laps: 1 + Math.floor(rand() * 2), // whole screen heights per loop
  sway: 10 + rand() * 30,
  phase: rand() * Math.PI * 2,
  a: 0.08 + rand() * 0.22,
}));
// Runner trails: lane centre, mean distance ahead, swing, phase.
const RUNNERS = [
  { lane: -2.5, z: 12, swing: 5, phase: 0 },
  { lane: 0.5, z: 18, swing: 8, phase: 2.1 },
  { lane: 2.5, z: 11, swing: 5, phase: 4.2 },
];

function renderFrame(frame, out) {
  const t = frame / FPS;
  const w = (2 * Math.PI * t) / SECONDS;
  const cx = W / 2 + 46 * Math.sin(w);
  const shift = (SPEED * t) % MARK_EVERY;
  const glowPulse = 0.85 + 0.15 * Math.sin(2 * w);
  const runners = RUNNERS.map((r) => ({ x: r.lane * LANE, zh: r.z + r.swing * Math.sin(w + r.phase) }));
  const beams = [
    { x: 90, y: -40, angle: 1.05 + 0.12 * Math.sin(w) },
    { x: W - 90, y: -40, angle: Math.PI - 1.05 - 0.12 * Math.sin(w + 1.3) },
  ];
  let i = 0;
  for (let y = 0; y < H; y++) {
    const d = y - HORIZON + 0.5;
    const ground = d > 0;
    const z = ground ? (FOCAL * CAM_H) / d : Infinity;
    const mPerPx = ground ? CAM_H / d : 0; // world metres per pixel, across
    const fog = ground ? Math.min(1, Math.pow(z / 70, 0.7)) : 1;
    // Distance marks across the track, moving towards the camera.
    let mark = 0;
    if (ground) {
      const k0 = Math.floor((z + shift) / MARK_EVERY);
      for (let k = k0; k <= k0 + 1; k++) {
        const zk = k * MARK_EVERY - shift;
        if (zk <= 0.5) continue;
        const rowK = (FOCAL * CAM_H) / zk;
        const thick = (FOCAL * CAM_H * 0.12) / (zk * zk);
        mark += cover(rowK, Math.max(thick, 0.001), d);
      }
      mark = Math.min(1, mark);
    }
    const skyT = Math.min(1, Math.max(0, y / HORIZON));
    for (let x = 0; x < W; x++, i += 3) {
      let r, g, b;
      if (!ground) {
        const s = Math.pow(skyT, 1.6);
        r = mix(NAVY_TOP[0], NAVY_HORIZON[0], s);
        g = mix(NAVY_TOP[1], NAVY_HORIZON[1], s);
        b = mix(NAVY_TOP[2], NAVY_HORIZON[2], s);
      } else {
        const X = (x + 0.5 - cx) * mPerPx;
        const onTrack = Math.abs(X) < TRACK_HALF + 0.3;
        const base = onTrack ? TRACK : INFIELD;
        r = base[0];
        g = base[1];
        b = base[2];
        if (onTrack) {
          // Lane lines, 5 cm wide, anti-aliased in screen space.
          const px = X / mPerPx;
          const lw = 0.06 / mPerPx;
          const nearest = Math.max(-4, Math.min(4, Math.round(X / LANE)));
          let line = 0;
          for (let k = nearest - 1; k <= nearest + 1; k++) {
            if (k < -4 || k > 4) continue;
            line += cover((k * LANE) / mPerPx, Math.max(lw, 0.001), px);
          }
          line = Math.min(1, line) * 0.7 + (Math.abs(X) < TRACK_HALF ? mark * 0.55 : 0);
          r = mix(r, 235, line);
          g = mix(g, 228, line);
          b = mix(b, 220, line);
        }
        // Runner trails: glowing comets with a tail towards the camera.
        for (const run of runners) {
          const sigma = Math.max(0.16, mPerPx * 0.8);
          const lat = Math.exp(-(((X - run.x) / sigma) ** 2)) * (0.16 / sigma);
          const spill = Math.exp(-(((X - run.x) / 1.4) ** 2));
          const tail = z < run.zh && z > run.zh - 12 ? ((z - (run.zh - 12)) / 12) ** 2 : 0;
          const head = Math.exp(-(((z - run.zh) / 0.5) ** 2));
          const glow = lat * (tail * 1.1 + head * 1.8) + spill * (0.3 * tail + 0.45 * head);
          r += ORANGE[0] * glow + 120 * lat * head;
          g += ORANGE[1] * glow + 110 * lat * head;
          b += ORANGE[2] * glow + 90 * lat * head;
        }
        // Haze towards the horizon.
        r = mix(r, NAVY_HORIZON[0], fog * 0.85);
        g = mix(g, NAVY_HORIZON[1], fog * 0.85);
        b = mix(b, NAVY_HORIZON[2], fog * 0.85);
      }
      // Warm glow on the horizon.
      const gx = (x - cx) / 560;
      const gy = (y - HORIZON) / (y < HORIZON ? 120 : 70);
      const glow = Math.exp(-gx * gx - gy * gy) * 0.62 * glowPulse;
      r += ORANGE[0] * glow;
      g += ORANGE[1] * glow * 0.9;
      b += ORANGE[2] * glow * 0.8;
      // Stadium light beams through the haze.
      for (const beam of beams) {
        const dx = x - beam.x;
        const dy = y - beam.y;
        const a = Math.atan2(dy, dx) - beam.angle;
        const dist = Math.sqrt(dx * dx + dy * dy);
        const k = Math.exp(-((a / 0.09) ** 2)) * Math.exp(-dist / 900) * 0.55;
        r += 150 * k;
        g += 170 * k;
        b += 215 * k;
      }
      // Vignette.
      const vx = (x - W / 2) / (W / 2);
      const vy = (y - H / 2) / (H / 2);
      const v = 1 - 0.38 * (vx * vx * 0.8 + vy * vy);
      out[i] = r * v;
      out[i + 1] = g * v;
      out[i + 2] = b * v;
    }
  }
  drawLights(out, beams, t);
  drawParticles(out, t);
  for (const run of runners) {
    // Bloom around each runner's light.
    const sx = cx + (run.x * FOCAL) / run.zh;
    const sy = HORIZON + (FOCAL * CAM_H) / run.zh;
    splat(out, sx, sy, 900 / run.zh, [255, 150, 60], 0.5);
  }
}

/** Bright lamp heads of the two stadium lights. */
function drawLights(out, beams, t) {
  for (const beam of beams) {
    const dir = beam.x < W / 2 ? 1 : -1;
    splat(out, beam.x + dir * 20, 18, 150, [190, 205, 255], 0.16);
    for (let row = 0; row < 2; row++) {
      for (let n = 0; n < 4; n++) {
        const lx = beam.x + dir * (n * 17 - 18);
        const ly = 8 + row * 17;
        splat(out, lx, ly, 11, [255, 250, 240], 0.9 + 0.06 * Math.sin(t * 3 + n));
      }
    }
  }
}

/** Soft out-of-focus dust drifting up through the light. */
function drawParticles(out, t) {
  for (const p of PARTICLES) {
    const y = (((p.y - (p.laps * H * t) / SECONDS) % H) + H) % H;
    const x = p.x + p.sway * Math.sin((2 * Math.PI * t) / SECONDS + p.phase);
    splat(out, x, y, p.r * 2.2, [255, 196, 140], p.a);
  }
}

function splat(out, cx, cy, radius, color, alpha) {
  const x0 = Math.max(0, Math.floor(cx - radius));
  const x1 = Math.min(W - 1, Math.ceil(cx + radius));
  const y0 = Math.max(0, Math.floor(cy - radius));
  const y1 = Math.min(H - 1, Math.ceil(cy + radius));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d = Math.hypot(x - cx, y - cy) / radius;
      if (d >= 1) continue;
      const k = alpha * (1 - d * d) ** 2;
      const i = (y * W + x) * 3;
      out[i] += color[0] * k;
      out[i + 1] += color[1] * k;
      out[i + 2] += color[2] * k;
    }
  }
}

function run(argv) {
  const res = spawnSync(ffmpeg.path, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (res.status !== 0) throw new Error(`ffmpeg failed: ${res.stderr}`);
}

async function encode(outFile, crf) {
  const proc = spawn(
    ffmpeg.path,
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${W}x${H}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      String(crf),
      '-pix_fmt',
      'yuv420p',
      '-profile:v',
      'high',
      '-g',
      String(FPS * 2),
      '-movflags',
      '+faststart',
      outFile,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise((resolve, reject) => proc.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`)))));
  const float = new Float32Array(W * H * 3);
  const bytes = Buffer.alloc(W * H * 3);
  for (let f = 0; f < FRAMES; f++) {
    float.fill(0);
    renderFrame(f, float);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.max(0, Math.min(255, Math.round(float[i])));
    if (!proc.stdin.write(bytes)) await new Promise((r) => proc.stdin.once('drain', r));
    if (f % 30 === 0) process.stdout.write(`  frame ${f}/${FRAMES}\r`);
  }
  proc.stdin.end();
  await done;
}

async function makeVideo() {
  const dir = path.join(root, 'web/public/video');
  fs.mkdirSync(dir, { recursive: true });
  const video = path.join(dir, 'hero.mp4');
  // Raise the CRF until the clip fits the byte budget (usually the first try).
  for (let crf = 27; ; crf += 2) {
    await encode(video, crf);
    const size = fs.statSync(video).size;
    console.log(`hero.mp4: crf ${crf}, ${(size / 1024).toFixed(0)} KB`);
    if (size <= MAX_BYTES || crf > 40) break;
  }
  // The poster is the frame the player stops on after its second play: half the duration.
  run([
    '-y',
    '-loglevel',
    'error',
    '-ss',
    String(SECONDS / 2),
    '-i',
    video,
    '-frames:v',
    '1',
    '-c:v',
    'libwebp',
    '-quality',
    '62',
    path.join(dir, 'hero-poster.webp'),
  ]);
  console.log('hero-poster.webp written');
}

// ---------------------------------------------------------------------------------------------
// SVG illustrations referenced by the demo data: flat, gradient-lit, a few KB each.

const C = {
  ink: '#0b1220',
  ink8: '#1e293b',
  navy: '#15213b',
  brand: '#f97316',
  brand6: '#c2410c',
  brand9: '#431407',
  cream: '#ffedd5',
  gold: '#fbbf24',
  gold7: '#b45309',
  white: '#ffffff',
};

const lin = (id, stops, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join('')}</linearGradient>`;
const rad = (id, inner, outer, cx = 0.35, cy = 0.3) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="0.75"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;
const glow = (cx, cy, r, color = C.brand, o = 0.35) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" opacity="${o}" filter="url(#blur)"/>`;
const BLUR = '<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>';

function svg(w, h, label, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${label}"><defs>${BLUR}${defs}</defs>${body}</svg>\n`;
}

/** A pictogram athlete made of round-capped strokes; pose angles in degrees. */
function figure({ x, y, s = 1, color = C.white, pose }) {
  const P = {
    run: [
      [140, 95],
      [40, -35],
      [115, 165],
      [25, 100],
    ],
    jump: [
      [-150, -110],
      [-30, -70],
      [110, 160],
      [70, 30],
    ],
    stand: [
      [110, 100],
      [70, 80],
      [100, 100],
      [80, 80],
    ],
    cheer: [
      [-130, -100],
      [-50, -80],
      [105, 95],
      [75, 85],
    ],
    shoot: [
      [-80, -95],
      [-60, -90],
      [100, 95],
      [80, 85],
    ],
    dribble: [
      [160, 120],
      [60, 85],
      [112, 95],
      [62, 100],
    ],
  }[pose];
  const rad2 = (a) => (a * Math.PI) / 180;
  const seg = (ox, oy, a1, a2, l1, l2) => {
    const ex = ox + l1 * Math.cos(rad2(a1));
    const ey = oy + l1 * Math.sin(rad2(a1));
    return `M${ox} ${oy} L${ex.toFixed(1)} ${ey.toFixed(1)} L${(ex + l2 * Math.cos(rad2(a2))).toFixed(1)} ${(ey + l2 * Math.sin(rad2(a2))).toFixed(1)}`;
  };
  const lean = pose === 'run' ? 18 : pose === 'dribble' ? 12 : 0;
  const sx = lean;
  const [armB, armF, legB, legF] = P;
  const path = [
    `M${sx} 28 L0 100`,
    seg(sx, 36, armB[0], armB[1], 38, 36),
    seg(sx, 36, armF[0], armF[1], 38, 36),
    seg(0, 100, legB[0], legB[1], 48, 48),
    seg(0, 100, legF[0], legF[1], 48, 48),
  ].join(' ');
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${color}" stroke-linecap="round" stroke-linejoin="round"><path d="${path}" stroke-width="20"/><circle cx="${sx + 6}" cy="2" r="17" fill="${color}" stroke="none"/></g>`;
}

const speedLines = (x, y, n, len, color = C.white, o = 0.25) =>
  Array.from(
    { length: n },
    (_, i) => `<rect x="${x - (i % 2) * 30}" y="${y + i * 22}" width="${len - (i % 3) * 40}" height="6" rx="3" fill="${color}" opacity="${o}"/>`,
  ).join('');

function basketball(cx, cy, r) {
  return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#bb)"/><g fill="none" stroke="${C.brand9}" stroke-width="${r / 16}" stroke-linecap="round"><path d="M${cx - r} ${cy} H${cx + r}"/><path d="M${cx} ${cy - r} V${cy + r}"/><path d="M${cx - r * 0.72} ${cy - r * 0.7} Q${cx - r * 0.25} ${cy} ${cx - r * 0.72} ${cy + r * 0.7}"/><path d="M${cx + r * 0.72} ${cy - r * 0.7} Q${cx + r * 0.25} ${cy} ${cx + r * 0.72} ${cy + r * 0.7}"/></g></g>`;
}
const BB_DEF = rad('bb', '#fdba74', C.brand6);

function soccerBall(cx, cy, r) {
  const pent = (px, py, pr, rot = -90) =>
    Array.from({ length: 5 }, (_, i) => {
      const a = ((rot + i * 72) * Math.PI) / 180;
      return `${(px + pr * Math.cos(a)).toFixed(1)},${(py + pr * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
  const outer = Array.from({ length: 5 }, (_, i) => {
    const a = ((-90 + i * 72) * Math.PI) / 180;
    return `<polygon points="${pent(cx + r * 0.95 * Math.cos(a), cy + r * 0.95 * Math.sin(a), r * 0.3, -90 + i * 72 + 180)}"/>`;
  }).join('');
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = ((-90 + i * 72) * Math.PI) / 180;
    return `<path d="M${(cx + r * 0.3 * Math.cos(a)).toFixed(1)} ${(cy + r * 0.3 * Math.sin(a)).toFixed(1)} L${(cx + r * 0.68 * Math.cos(a)).toFixed(1)} ${(cy + r * 0.68 * Math.sin(a)).toFixed(1)}"/>`;
  }).join('');
  return `<g><clipPath id="ballclip"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#sb)"/><g clip-path="url(#ballclip)" fill="${C.ink}" stroke="${C.ink}" stroke-width="${r / 22}"><polygon points="${pent(cx, cy, r * 0.3)}"/>${outer}${spokes}</g></g>`;
}
const SB_DEF = rad('sb', '#ffffff', '#cbd5e1');

function trophy(cx, cy, s) {
  return `<g transform="translate(${cx} ${cy}) scale(${s})"><path d="M-70 -110 H70 V-40 A70 70 0 0 1 -70 -40 Z" fill="url(#gold)"/><path d="M-70 -95 H-110 A40 40 0 0 0 -60 -10 M70 -95 H110 A40 40 0 0 1 60 -10" fill="none" stroke="url(#gold)" stroke-width="14"/><rect x="-14" y="28" width="28" height="40" fill="${C.gold7}"/><rect x="-55" y="66" width="110" height="26" rx="6" fill="url(#gold)"/><rect x="-75" y="90" width="150" height="22" rx="6" fill="${C.gold7}"/><path d="M0 -92 l10 20 22 3 -16 15 4 22 -20 -10 -20 10 4 -22 -16 -15 22 -3z" fill="#fff7ed" opacity="0.9"/></g>`;
}
const GOLD_DEF = lin('gold', ['#fde68a', C.gold, C.gold7], 0.6, 1);

function confetti(seed, n, w, h) {
  const r = mulberry32(seed);
  const colors = [C.brand, C.gold, C.white, '#38bdf8'];
  return Array.from(
    { length: n },
    (_, i) =>
      `<rect x="${(r() * w).toFixed(0)}" y="${(r() * h).toFixed(0)}" width="${(8 + r() * 10).toFixed(0)}" height="${(4 + r() * 5).toFixed(0)}" rx="2" fill="${colors[i % 4]}" opacity="${(0.5 + r() * 0.5).toFixed(2)}" transform="rotate(${(r() * 180).toFixed(0)} ${(r() * w).toFixed(0)} ${(r() * h).toFixed(0)})"/>`,
  ).join('');
}

const BG = (id, a, b, c) => lin(id, [a, b, c]);
const base = (id) => `<rect width="100%" height="100%" fill="url(#${id})"/>`;

const IMAGES = {
  'programs/basketball.svg': () =>
    svg(
      800,
      450,
      'Basketball',
      BG('g', C.brand6, C.brand9, C.ink) + BB_DEF,
      `${base('g')}${glow(560, 120, 160, C.brand, 0.5)}<g fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="6"><path d="M-40 450 A420 300 0 0 1 840 450"/><path d="M250 450 V330 H550 V450"/><circle cx="400" cy="330" r="80"/></g><rect x="560" y="60" width="170" height="110" rx="8" fill="none" stroke="#fff" stroke-width="8" opacity="0.85"/><rect x="615" y="110" width="60" height="40" fill="none" stroke="#fff" stroke-width="6" opacity="0.85"/><ellipse cx="645" cy="172" rx="52" ry="10" fill="none" stroke="${C.brand}" stroke-width="8"/><path d="M600 176 L615 240 M625 180 L632 240 M665 180 L658 240 M690 176 L675 240 M610 205 H680" stroke="#fff" stroke-width="3" opacity="0.7"/>${speedLines(90, 210, 4, 160)}${basketball(340, 250, 105)}`,
    ),
  'programs/soccer.svg': () =>
    svg(
      800,
      450,
      'Soccer',
      BG('g', '#15803d', '#14532d', '#052e16') + SB_DEF,
      `${base('g')}${Array.from({ length: 5 }, (_, i) => `<rect x="${i * 180}" width="90" height="450" fill="#fff" opacity="0.04"/>`).join('')}<g fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="5"><circle cx="120" cy="225" r="95"/><path d="M120 0 V450"/><path d="M800 110 H680 V340 H800"/></g><g stroke="#fff" stroke-width="6" fill="none"><path d="M800 160 H740 V290 H800"/></g><g stroke="#fff" stroke-opacity="0.35" stroke-width="2">${Array.from({ length: 6 }, (_, i) => `<path d="M${748 + i * 10} 160 V290"/>`).join('')}${Array.from({ length: 6 }, (_, i) => `<path d="M740 ${172 + i * 22} H800"/>`).join('')}</g>${glow(420, 250, 150, '#86efac', 0.25)}${speedLines(160, 180, 4, 170)}<ellipse cx="440" cy="352" rx="90" ry="14" fill="#000" opacity="0.3"/>${soccerBall(440, 240, 100)}`,
    ),
  'programs/football.svg': () =>
    svg(
      800,
      450,
      'Football',
      BG('g', '#1e3a2a', '#0f2418', C.ink) + lin('fb', ['#b45309', '#78350f', '#451a03']),
      `${base('g')}<g stroke="#fff" stroke-opacity="0.22" stroke-width="5">${Array.from({ length: 9 }, (_, i) => `<path d="M${i * 100 + 20} 0 V450"/>`).join('')}</g><g fill="#fff" opacity="0.18" font-family="Arial, sans-serif" font-weight="700" font-size="54"><text x="92" y="420">2 0</text><text x="592" y="420">3 0</text></g>${glow(400, 200, 170, C.brand, 0.35)}${speedLines(70, 160, 5, 200)}<g transform="translate(420 220) rotate(-28)"><ellipse rx="170" ry="92" fill="url(#fb)"/><path d="M-140 -40 Q-130 0 -140 40 M140 -40 Q130 0 140 40" stroke="#fff" stroke-width="10" fill="none"/><path d="M-60 -4 H60" stroke="#fff" stroke-width="8" stroke-linecap="round"/>${Array.from({ length: 6 }, (_, i) => `<path d="M${-45 + i * 18} -18 V10" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`).join('')}</g>`,
    ),
  'programs/speed-agility.svg': () =>
    svg(
      800,
      450,
      'Speed and agility',
      BG('g', C.ink, C.navy, C.brand6),
      `${base('g')}${glow(620, 380, 220, C.brand, 0.45)}<g fill="none" stroke="${C.gold}" stroke-width="6" opacity="0.9"><path d="M80 430 L300 300 M240 450 L420 300"/>${Array.from(
        { length: 6 },
        (_, i) => {
          const t = i / 5;
          return `<path d="M${80 + 220 * t + (160 - 40 * t) * 0} ${430 - 130 * t} L${240 + 180 * t} ${450 - 150 * t}"/>`;
        },
      ).join('')}</g>${[
        [520, 390, 1],
        [640, 340, 0.8],
        [730, 300, 0.65],
      ]
        .map(
          ([x, y, s]) =>
            `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-34 0 L0 -86 L34 0 Z" fill="${C.brand}"/><path d="M-22 -30 H22 L17 -44 H-17Z" fill="#fff"/><rect x="-46" y="-4" width="92" height="12" rx="4" fill="${C.brand6}"/></g>`,
        )
        .join('')}${speedLines(60, 120, 5, 210, '#fff', 0.2)}${figure({ x: 400, y: 120, s: 1.25, pose: 'run' })}`,
    ),
  'programs/private.svg': () =>
    svg(
      800,
      450,
      'Private training',
      BG('g', C.navy, C.ink, C.ink) + GOLD_DEF,
      `${base('g')}${glow(400, 330, 220, C.brand, 0.4)}<ellipse cx="400" cy="395" rx="260" ry="34" fill="${C.brand}" opacity="0.35"/>${figure({ x: 290, y: 150, s: 1.2, pose: 'stand', color: C.cream })}${figure({ x: 500, y: 140, s: 1.25, pose: 'jump' })}<g transform="translate(660 110)"><circle r="52" fill="none" stroke="#fff" stroke-width="10"/><rect x="-10" y="-76" width="20" height="18" rx="4" fill="#fff"/><path d="M0 0 L0 -34 M0 0 L22 14" stroke="${C.brand}" stroke-width="8" stroke-linecap="round"/></g><path d="M200 110 q30 -50 70 -20" stroke="${C.gold}" stroke-width="6" fill="none" stroke-dasharray="4 12" stroke-linecap="round"/>`,
    ),
  'programs/volleyball.svg': () =>
    svg(
      800,
      450,
      'Volleyball',
      BG('g', '#fbbf24', C.brand, C.brand9) + rad('vb', '#ffffff', '#e2e8f0'),
      `${base('g')}<circle cx="620" cy="120" r="70" fill="#fff7ed" opacity="0.6"/><rect y="330" width="800" height="120" fill="#fde68a" opacity="0.35"/><g stroke="#fff" stroke-opacity="0.7"><path d="M0 200 H800" stroke-width="8"/><path d="M0 290 H800" stroke-width="5"/>${Array.from({ length: 21 }, (_, i) => `<path d="M${i * 40} 200 V290" stroke-width="2"/>`).join('')}<path d="M0 222 H800 M0 245 H800 M0 268 H800" stroke-width="2"/></g><g transform="translate(360 150)"><circle r="100" fill="url(#vb)"/><g fill="none" stroke="${C.ink8}" stroke-width="6"><path d="M-20 -98 Q60 -20 10 98"/><path d="M-96 -30 Q0 0 80 -62"/><path d="M-70 70 Q-10 10 98 20"/></g><path d="M-20 -98 Q60 -20 10 98 Q80 40 98 20 Q60 -60 -20 -98Z" fill="${C.brand}" opacity="0.5"/></g>`,
    ),
  'programs/default.svg': () =>
    svg(
      800,
      450,
      'Octane training',
      BG('g', C.ink, C.navy, C.brand9),
      `${base('g')}${glow(400, 225, 200, C.brand, 0.45)}<g fill="none" stroke="${C.brand}" stroke-opacity="0.3" stroke-width="4"><circle cx="400" cy="225" r="130"/><circle cx="400" cy="225" r="180"/><circle cx="400" cy="225" r="235"/></g><rect x="330" y="155" width="140" height="140" rx="32" fill="${C.brand}"/><path d="M412 172 L362 236 H398 L386 280 L440 212 H404 Z" fill="${C.ink}"/>`,
    ),

  'news/tournament.svg': () =>
    svg(
      800,
      450,
      'Tournament trophy',
      BG('g', C.navy, C.ink, C.brand9) + GOLD_DEF,
      `${base('g')}${glow(400, 200, 200, C.gold, 0.4)}${confetti(11, 46, 800, 450)}${trophy(400, 220, 1.25)}`,
    ),
  'news/championship.svg': () =>
    svg(
      800,
      450,
      'Championship medal',
      BG('g', C.brand6, C.brand9, C.ink) + GOLD_DEF,
      `${base('g')}${glow(400, 260, 190, C.gold, 0.4)}<path d="M310 20 L370 200 H430 L490 20 H440 L400 150 L360 20Z" fill="${C.ink}"/><path d="M330 20 L380 180 M470 20 L420 180" stroke="${C.brand}" stroke-width="18"/><circle cx="400" cy="275" r="100" fill="url(#gold)"/><circle cx="400" cy="275" r="78" fill="none" stroke="#fff7ed" stroke-opacity="0.6" stroke-width="6"/><path d="M400 222 l15 31 34 5 -25 24 6 34 -30 -16 -30 16 6 -34 -25 -24 34 -5z" fill="#fff7ed"/>${['M150 120 l8 22 22 8 -22 8 -8 22 -8 -22 -22 -8 22 -8z', 'M640 330 l6 16 16 6 -16 6 -6 16 -6 -16 -16 -6 16 -6z', 'M620 110 l5 13 13 5 -13 5 -5 13 -5 -13 -13 -5 13 -5z'].map((d) => `<path d="${d}" fill="${C.gold}"/>`).join('')}`,
    ),
  'news/tip.svg': () =>
    svg(
      800,
      450,
      'Coaching tip',
      BG('g', C.ink, C.navy, C.ink8),
      `${base('g')}${glow(300, 220, 180, C.gold, 0.4)}<g transform="translate(300 200)"><path d="M-75 0 A75 75 0 1 1 45 60 Q30 75 30 100 H-30 Q-30 75 -45 60 A75 75 0 0 1 -75 0Z" fill="${C.gold}"/><rect x="-32" y="106" width="64" height="16" rx="6" fill="#cbd5e1"/><rect x="-26" y="128" width="52" height="14" rx="6" fill="#94a3b8"/><path d="M8 -48 L-22 8 H4 L-8 52 L26 -6 H0Z" fill="${C.ink}"/><g stroke="${C.gold}" stroke-width="10" stroke-linecap="round"><path d="M0 -110 V-140 M-95 -70 L-118 -90 M95 -70 L118 -90 M-120 10 H-150 M120 10 H150"/></g></g>${figure({ x: 560, y: 150, s: 1.15, pose: 'run', color: C.brand })}${speedLines(440, 170, 4, 90, C.brand, 0.35)}`,
    ),
  'news/weekend.svg': () =>
    svg(
      800,
      450,
      'Weekend showcase',
      BG('g', C.ink, '#1e1b4b', C.navy),
      `${base('g')}<path d="M120 0 L40 450 H300Z" fill="#fff" opacity="0.08"/><path d="M680 0 L500 450 H760Z" fill="#fff" opacity="0.08"/><path d="M400 0 L280 450 H520Z" fill="${C.brand}" opacity="0.12"/><ellipse cx="400" cy="400" rx="330" ry="40" fill="${C.brand}" opacity="0.35"/>${figure({ x: 250, y: 200, s: 1, pose: 'cheer', color: C.cream })}${figure({ x: 400, y: 170, s: 1.15, pose: 'jump' })}${figure({ x: 550, y: 200, s: 1, pose: 'cheer', color: C.cream })}${confetti(7, 30, 800, 250)}<g transform="translate(640 40)"><rect width="110" height="110" rx="14" fill="#fff"/><rect width="110" height="34" rx="14" fill="${C.brand6}"/><rect y="20" width="110" height="14" fill="${C.brand6}"/><text x="55" y="28" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="18" fill="#fff">SAT</text><text x="55" y="90" text-anchor="middle" font-family="Arial, sans-serif" font-weight="800" font-size="46" fill="${C.ink}">✓</text></g>`,
    ),
  'news/technique.svg': () =>
    svg(
      800,
      450,
      'Shooting technique',
      BG('g', C.navy, C.ink, C.brand9) + BB_DEF,
      `${base('g')}${glow(400, 100, 200, C.brand, 0.3)}<path d="M190 190 Q420 -120 650 150" fill="none" stroke="${C.gold}" stroke-width="6" stroke-dasharray="2 18" stroke-linecap="round"/><path d="M190 190 L290 70" stroke="#fff" stroke-width="3" opacity="0.5"/><path d="M190 190 H320" stroke="#fff" stroke-width="3" opacity="0.5"/><path d="M262 190 A72 72 0 0 0 236 135" fill="none" stroke="${C.brand}" stroke-width="5"/><text x="270" y="165" font-family="Arial, sans-serif" font-weight="700" font-size="30" fill="#fff">45°</text>${figure({ x: 150, y: 220, s: 1.1, pose: 'shoot' })}${basketball(430, 45, 30)}<rect x="660" y="90" width="10" height="360" fill="#94a3b8"/><rect x="620" y="60" width="120" height="80" rx="6" fill="none" stroke="#fff" stroke-width="6"/><ellipse cx="640" cy="150" rx="38" ry="8" fill="none" stroke="${C.brand}" stroke-width="7"/><path d="M606 154 L618 200 M628 157 L633 200 M652 157 L647 200 M674 154 L662 200" stroke="#fff" stroke-width="3" opacity="0.7"/>`,
    ),
  'news/equipment.svg': () =>
    svg(
      800,
      450,
      'New speed lab equipment',
      BG('g', C.ink, C.navy, C.ink8),
      `${base('g')}<path d="M0 330 H800 V450 H0Z" fill="${C.brand9}" opacity="0.6"/><g stroke="#fff" stroke-opacity="0.35" stroke-width="4"><path d="M0 360 H800 M0 405 H800"/></g>${[120, 640].map((x) => `<g><rect x="${x}" y="120" width="18" height="250" rx="6" fill="#e2e8f0"/><rect x="${x - 8}" y="150" width="34" height="28" rx="6" fill="${C.ink8}" stroke="#fff" stroke-width="3"/><circle cx="${x + 9}" cy="164" r="7" fill="#ef4444"/></g>`).join('')}<path d="M138 164 H640" stroke="#ef4444" stroke-width="4" opacity="0.9"/>${glow(400, 164, 120, '#ef4444', 0.25)}<g transform="translate(400 280)"><rect x="-120" y="-52" width="240" height="104" rx="18" fill="${C.ink}" stroke="${C.brand}" stroke-width="6"/><text y="22" text-anchor="middle" font-family="'Courier New', monospace" font-weight="700" font-size="64" fill="${C.brand}">1.62</text></g>`,
    ),
  'news/practice.svg': () =>
    svg(
      800,
      450,
      'Home practice plan',
      BG('g', '#14532d', '#052e16', C.ink) + SB_DEF,
      `${base('g')}<path d="M120 380 C220 300 300 380 400 300 S560 220 660 160" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="3 16" stroke-linecap="round" opacity="0.8"/>${[
        [200, 330],
        [330, 350],
        [460, 270],
        [580, 215],
      ]
        .map(
          ([x, y]) =>
            `<g transform="translate(${x} ${y})"><path d="M-22 0 L0 -54 L22 0 Z" fill="${C.brand}"/><path d="M-14 -20 H14 L11 -30 H-11Z" fill="#fff"/><rect x="-30" y="-3" width="60" height="9" rx="3" fill="${C.brand6}"/></g>`,
        )
        .join('')}${soccerBall(670, 130, 70)}${glow(670, 130, 90, '#86efac', 0.2)}`,
    ),
  'news/shoutout.svg': () =>
    svg(
      800,
      450,
      'Shoutout',
      BG('g', C.brand, C.brand6, C.brand9),
      `${base('g')}${confetti(3, 40, 800, 450)}<g transform="translate(330 235) rotate(-14)"><path d="M-120 -40 H-70 L60 -120 V120 L-70 40 H-120Z" fill="#fff"/><rect x="-120" y="-40" width="50" height="80" fill="${C.ink}"/><path d="M-100 40 L-80 110 H-50 L-66 40Z" fill="#fff"/><rect x="60" y="-30" width="18" height="60" rx="6" fill="${C.ink}"/></g><g fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.9"><path d="M470 150 q40 50 0 100"/><path d="M510 120 q70 80 0 160" opacity="0.7"/><path d="M550 90 q100 110 0 220" opacity="0.5"/></g><path d="M660 80 l12 28 30 4 -22 21 6 30 -26 -15 -26 15 6 -30 -22 -21 30 -4z" fill="${C.gold}"/>`,
    ),

  'alumni/young.svg': () =>
    svg(
      480,
      600,
      'Young athlete',
      BG('g', C.brand, C.brand6, C.brand9) + BB_DEF,
      `${base('g')}${glow(240, 360, 170, C.gold, 0.35)}<ellipse cx="240" cy="540" rx="160" ry="22" fill="#000" opacity="0.25"/>${figure({ x: 225, y: 300, s: 1.3, pose: 'dribble' })}${basketball(300, 500, 34)}<g fill="#fff" opacity="0.2">${Array.from({ length: 5 }, (_, i) => `<circle cx="${60 + i * 90}" cy="${80 + (i % 2) * 40}" r="${6 + (i % 3) * 3}"/>`).join('')}</g>`,
    ),
  'alumni/pro.svg': () =>
    svg(
      480,
      600,
      'Professional athlete',
      BG('g', C.ink, C.navy, '#1e3a2a'),
      `${base('g')}<path d="M40 0 L-40 600 H200Z" fill="#fff" opacity="0.07"/><path d="M440 0 L280 600 H520Z" fill="#fff" opacity="0.07"/>${[40, 440].map((x) => `<g fill="#fff">${Array.from({ length: 6 }, (_, i) => `<circle cx="${x - 25 + (i % 3) * 25}" cy="${22 + Math.floor(i / 3) * 22}" r="8"/>`).join('')}</g>${glow(x, 40, 60, '#e0e7ff', 0.5)}`).join('')}${glow(240, 360, 180, C.brand, 0.35)}<rect y="520" width="480" height="80" fill="#14532d" opacity="0.7"/>${figure({ x: 240, y: 250, s: 1.6, pose: 'cheer', color: C.brand })}${confetti(21, 24, 480, 300)}`,
    ),

  'coaches/marcus-bell.svg': () =>
    coach({ skin: '#8d5524', hair: '#1f1300', shirt: C.ink8, collar: C.brand, bg: [C.brand6, C.brand9], hairStyle: 'short', label: 'Coach Marcus Bell' }),
  'coaches/sofia-alvarez.svg': () =>
    coach({ skin: '#c68642', hair: '#3b1f0e', shirt: C.brand6, collar: C.ink, bg: [C.navy, C.ink], hairStyle: 'long', label: 'Coach Sofia Alvarez' }),
};

/** A friendly flat portrait of a coach with a whistle. */
function coach({ skin, hair, shirt, collar, bg, hairStyle, label }) {
  const longHair = `<path d="M132 150 Q128 70 200 64 Q272 70 268 150 L276 270 Q240 290 230 250 L232 150 Q200 120 168 150 L170 250 Q160 290 124 270Z" fill="${hair}"/>`;
  const shortHair = `<path d="M138 150 Q136 78 200 74 Q264 78 262 150 Q250 112 200 108 Q150 112 138 150Z" fill="${hair}"/>`;
  return svg(
    400,
    400,
    label,
    lin('g', bg) + rad('face', '#ffffff', skin, 0.4, 0.35),
    `<rect width="400" height="400" fill="url(#g)"/>${glow(200, 160, 140, C.brand, 0.3)}${hairStyle === 'long' ? longHair : ''}<path d="M60 400 Q70 290 200 280 Q330 290 340 400Z" fill="${shirt}"/><path d="M160 284 L200 330 L240 284" fill="none" stroke="${collar}" stroke-width="14" stroke-linejoin="round"/><rect x="178" y="228" width="44" height="58" rx="16" fill="${skin}"/><ellipse cx="200" cy="160" rx="64" ry="76" fill="${skin}"/><ellipse cx="200" cy="160" rx="64" ry="76" fill="url(#face)" opacity="0.18"/>${hairStyle === 'long' ? `<path d="M136 146 Q150 84 212 88 Q250 96 264 140 Q230 120 196 118 Q160 120 136 146Z" fill="${hair}"/>` : shortHair}<circle cx="176" cy="164" r="7" fill="${C.ink}"/><circle cx="224" cy="164" r="7" fill="${C.ink}"/><path d="M178 196 Q200 214 222 196" fill="none" stroke="${C.ink}" stroke-width="6" stroke-linecap="round"/><path d="M150 300 Q200 372 250 300" fill="none" stroke="${C.gold}" stroke-width="5"/><g transform="translate(200 352)"><rect x="-24" y="-10" width="44" height="22" rx="11" fill="#e2e8f0"/><rect x="14" y="-6" width="18" height="10" rx="3" fill="#cbd5e1"/><circle cx="-8" cy="1" r="5" fill="${C.ink8}"/></g>`,
  );
}

function writeImages(dir) {
  for (const [file, make] of Object.entries(IMAGES)) {
    const out = path.join(dir, file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, make());
  }
  console.log(`${Object.keys(IMAGES).length} SVG illustrations written to ${path.relative(root, dir)}`);
}

if (args.includes('--preview')) {
  // Writes a few single frames as PNG to /tmp for a quick look.
  const float = new Float32Array(W * H * 3);
  for (const f of [0, 60, 120, 180]) {
    float.fill(0);
    renderFrame(f, float);
    const bytes = Buffer.from(Uint8Array.from(float, (v) => Math.max(0, Math.min(255, Math.round(v)))));
    const res = spawnSync(
      ffmpeg.path,
      ['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-i', '-', `/tmp/hero-${f}.png`],
      { input: bytes },
    );
    if (res.status !== 0) throw new Error(String(res.stderr));
  }
  console.log('preview frames in /tmp/hero-*.png');
  process.exit(0);
}
if (all || args.includes('--images')) writeImages(path.join(root, 'web/public/images'));
if (all || args.includes('--video')) await makeVideo();
