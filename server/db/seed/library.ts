import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LibraryKind, LibraryLevel } from '../../../common/library.ts';
import { FFMPEG, probeDuration, run, videoPoster } from '../../platform/storage/media-tools.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { Db } from '../client.ts';
import { libraryItems } from '../schema/library.ts';
import { users } from '../schema/users.ts';

/** The photo of a standing athlete the analysis tests use (its README says where it comes from). */
const ATHLETE_PHOTO = path.resolve(import.meta.dirname, '../../features/analysis/fixtures/athlete.jpg');

/**
 * A small demo clip made at seed time (decision 051: nothing binary committed, about 60 KB each):
 * the athlete photo moving across a coloured court for a few seconds, H.264 in MP4.
 */
export function demoClip(background: string, seconds: number, motion: string): Promise<Buffer> {
  return run(FFMPEG, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=${background}:size=480x360:rate=20:duration=${seconds}`,
    '-loop',
    '1',
    '-i',
    ATHLETE_PHOTO,
    '-filter_complex',
    `[1:v]scale=-2:330[p];[0:v][p]overlay=x='${motion}':y=15:shortest=1,format=yuv420p`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '32',
    '-t',
    String(seconds),
    '-movflags',
    'frag_keyframe+empty_moov',
    '-f',
    'mp4',
    'pipe:1',
  ]);
}

type Seed = {
  kind: LibraryKind;
  title: string;
  titleEs: string;
  summary: string;
  summaryEs: string;
  body: string;
  bodyEs: string;
  sport: string | null;
  level: LibraryLevel;
  skill: string;
  isFree: boolean;
  clip?: [string, number, string];
};

const ITEMS: Seed[] = [
  {
    kind: 'VIDEO',
    title: 'Defensive slide footwork',
    titleEs: 'Desplazamiento defensivo lateral',
    summary: 'Stay low and push off the outside foot: never cross your feet.',
    summaryEs: 'Mantente bajo y empuja con el pie exterior: nunca cruces los pies.',
    body: 'Three sets of 20 seconds each way. Hips low, chest up, hands active.\n\nFilm one set from the side and compare your hip height with the clip.',
    bodyEs:
      'Tres series de 20 segundos hacia cada lado. Cadera baja, pecho arriba, manos activas.\n\nGraba una serie de lado y compara la altura de tu cadera con el vídeo.',
    sport: 'Basketball',
    level: 'BEGINNER',
    skill: 'footwork',
    isFree: true,
    clip: ['0x7a4a2a', 4, '60+50*t'],
  },
  {
    kind: 'VIDEO',
    title: 'Crossover into a first step',
    titleEs: 'Cruce y primer paso',
    summary: 'Sell the crossover, then explode past the defender’s hip.',
    summaryEs: 'Vende el cruce y sal explosivo por la cadera del defensor.',
    body: 'Start slow: crossover, plant, first step. Add speed only when the plant foot points where you go.',
    bodyEs: 'Empieza despacio: cruce, apoyo, primer paso. Añade velocidad solo cuando el pie de apoyo apunte hacia donde vas.',
    sport: 'Basketball',
    level: 'INTERMEDIATE',
    skill: 'first step',
    isFree: false,
    clip: ['0x2a4a7a', 5, '260-40*t'],
  },
  {
    kind: 'VIDEO',
    title: 'Inside-foot passing form',
    titleEs: 'Pase con el interior del pie',
    summary: 'Lock the ankle, open the hip, follow through to the target.',
    summaryEs: 'Bloquea el tobillo, abre la cadera y acompaña hacia el objetivo.',
    body: 'Twenty passes each foot against a wall at five metres, then at ten.',
    bodyEs: 'Veinte pases con cada pie contra una pared a cinco metros, después a diez.',
    sport: 'Soccer',
    level: 'BEGINNER',
    skill: 'passing',
    isFree: false,
    clip: ['0x2a6a3a', 4, '120+30*t'],
  },
  {
    kind: 'VIDEO',
    title: 'Single-leg landing control',
    titleEs: 'Control del aterrizaje a una pierna',
    summary: 'Knee over toes, soft hip, hold the landing for two seconds.',
    summaryEs: 'Rodilla sobre la punta del pie, cadera suave y aguanta el aterrizaje dos segundos.',
    body: 'Hop forward, land on one leg and freeze. Five each leg, three sets. Stop if the knee caves in.',
    bodyEs: 'Salta hacia delante, aterriza a una pierna y quédate quieto. Cinco con cada pierna, tres series. Para si la rodilla se va hacia dentro.',
    sport: null,
    level: 'ADVANCED',
    skill: 'landing',
    isFree: false,
    clip: ['0x5a3a6a', 5, '80+20*t'],
  },
  {
    kind: 'ARTICLE',
    title: 'Warm up in eight minutes',
    titleEs: 'Calentamiento en ocho minutos',
    summary: 'A short routine that raises your temperature and wakes up the joints.',
    summaryEs: 'Una rutina corta que sube la temperatura y despierta las articulaciones.',
    body: 'Two minutes of easy jogging. Two minutes of leg swings and hip circles. Two minutes of skips and side shuffles. Two minutes of short sprints at rising speed.\n\nDo it before every session and every game.',
    bodyEs:
      'Dos minutos de trote suave. Dos minutos de balanceos de pierna y círculos de cadera. Dos minutos de skipping y desplazamientos laterales. Dos minutos de sprints cortos a velocidad creciente.\n\nHazlo antes de cada sesión y de cada partido.',
    sport: null,
    level: 'BEGINNER',
    skill: 'warm-up',
    isFree: true,
  },
  {
    kind: 'ARTICLE',
    title: 'Sprint start: the first three steps',
    titleEs: 'Salida de sprint: los tres primeros pasos',
    summary: 'Push the ground back, not down, and keep the lean.',
    summaryEs: 'Empuja el suelo hacia atrás, no hacia abajo, y mantén la inclinación.',
    body: 'The first three steps decide most short sprints. Lean from the ankles, drive the knee, land under the hips.',
    bodyEs: 'Los tres primeros pasos deciden la mayoría de los sprints cortos. Inclínate desde los tobillos, empuja la rodilla y apoya bajo la cadera.',
    sport: 'Football',
    level: 'INTERMEDIATE',
    skill: 'acceleration',
    isFree: false,
  },
  {
    kind: 'ARTICLE',
    title: 'Shooting form under fatigue',
    titleEs: 'Técnica de tiro con fatiga',
    summary: 'Keep the elbow in and the base wide when your legs are tired.',
    summaryEs: 'Mantén el codo dentro y la base ancha cuando tengas las piernas cansadas.',
    body: 'Finish every practice with 25 shots after a conditioning set. Count makes; watch that the release point does not drop.',
    bodyEs: 'Termina cada práctica con 25 tiros después de una serie física. Cuenta los aciertos y vigila que el punto de lanzamiento no baje.',
    sport: 'Basketball',
    level: 'ADVANCED',
    skill: 'shooting form',
    isFree: false,
  },
  {
    kind: 'ARTICLE',
    title: 'Sleep and recovery for young athletes',
    titleEs: 'Sueño y recuperación para jóvenes deportistas',
    summary: 'Why nine hours matter more than an extra workout.',
    summaryEs: 'Por qué nueve horas de sueño importan más que un entrenamiento extra.',
    body: 'Growth and skill learning happen during sleep. Keep a fixed bedtime, no screens for the last half hour, and a light snack after evening practice.',
    bodyEs:
      'El crecimiento y el aprendizaje de habilidades ocurren mientras duermes. Acuéstate a una hora fija, sin pantallas la última media hora, y toma algo ligero después del entrenamiento de la tarde.',
    sport: null,
    level: 'BEGINNER',
    skill: 'recovery',
    isFree: true,
  },
];

/** The demo library, published by the demo coach (staff): videos need storage, articles do not. */
export async function seedLibrary(db: Db, storage: ObjectStorage | undefined, staffEmail: string): Promise<void> {
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, staffEmail));
  const publishedAt = new Date();
  for (const [n, { clip, ...item }] of ITEMS.entries()) {
    if (clip && !storage) continue;
    const video = clip && storage ? await storeClip(storage, n, clip) : {};
    await db.insert(libraryItems).values({ ...item, ...video, publishedAt: new Date(publishedAt.getTime() - n * 3600_000), createdBy: staff?.id ?? null });
  }
}

async function storeClip(storage: ObjectStorage, n: number, [background, seconds, motion]: [string, number, string]) {
  const storageKey = `library/videos/demo-${n + 1}.mp4`;
  await storage.put(storageKey, await demoClip(background, seconds, motion), 'video/mp4');
  const input = await storage.localInput(storageKey, 600);
  const [durationSeconds, poster] = await Promise.all([probeDuration(input), videoPoster(input)]);
  const thumbnailKey = `library/thumbs/demo-${n + 1}.jpg`;
  await storage.put(thumbnailKey, poster, 'image/jpeg');
  return { storageKey, thumbnailKey, durationSeconds, mimeType: 'video/mp4' };
}
