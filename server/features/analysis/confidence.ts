import type { ConfidenceReason, ConfidenceReasonCode } from '../../../common/analysis.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { round, median, mean, type Joint, type PoseFrame } from './measures/types.ts';
import { viewFactor } from './measures/view.ts';
import type { Observation } from './observation.ts';
import { CONFIDENCE_REASONS, DETECTION } from './thresholds.ts';

/**
 * Confidence: the share of analysed frames with a person times their mean keypoint score, so a
 * clip where the athlete is half the time out of frame, or blurred, scores lower; times the view's
 * factor, so an athlete filmed from the front, whose joint angles the image foreshortens, scores
 * lower too (measures/view.ts; the keypoint scores alone did not predict the angle errors on the
 * accuracy set, docs/accuracy.md).
 */
export function confidenceOf(o: Observation): number {
  if (!o.framesAnalysed || !o.poses.length || o.meanKeypointScore === null) return 0;
  return round((o.poses.length / o.framesAnalysed) * o.meanKeypointScore * viewFactor(o.poses), 2);
}

/** A reason as stored with the measures: its code, the share of confidence kept and what was measured. */
export type StoredReason = Pick<ConfidenceReason, 'code' | 'factor' | 'value'>;

const BODY: Joint[] = [
  'left_shoulder',
  'right_shoulder',
  'left_elbow',
  'right_elbow',
  'left_wrist',
  'right_wrist',
  'left_hip',
  'right_hip',
  'left_knee',
  'right_knee',
  'left_ankle',
  'right_ankle',
];

/** Mean share of the 12 body joints not seen (under the keypoint score) in the frames with a person. */
export function hiddenShare(poses: readonly PoseFrame[]): number | null {
  return mean(poses.map((p) => BODY.filter((j) => !p.keypoints[j]).length / BODY.length));
}

/** Median share of the frame's height the athlete's keypoints span (nose to ankles). */
export function personShare(poses: readonly PoseFrame[], frameHeight: number | undefined): number | null {
  if (!frameHeight) return null;
  const spans = poses.flatMap((p) => {
    const ys = Object.values(p.keypoints).map((k) => k.y);
    return ys.length >= 2 ? [(Math.max(...ys) - Math.min(...ys)) / frameHeight] : [];
  });
  return median(spans);
}

/**
 * Every factor that cost the confidence more than CONFIDENCE_REASONS.minLoss, named (issue 33): the
 * view and the frames without the athlete are factors of their own; a low keypoint score is put down
 * to what was seen with it (dim light, a small athlete, hidden joints, the fast model), and to unclear
 * joints when none of those was.
 */
export function confidenceReasons(o: Observation): StoredReason[] {
  if (!o.framesAnalysed || !o.poses.length || o.meanKeypointScore === null) return [];
  const keep = 1 - CONFIDENCE_REASONS.minLoss;
  const out: StoredReason[] = [];
  const view = viewFactor(o.poses);
  if (view < keep) {
    const degrees = median(o.poses.flatMap((p) => (p.offSideDegrees === undefined ? [] : [p.offSideDegrees])));
    out.push({ code: 'view', factor: round(view, 2), value: degrees === null ? null : Math.round(degrees) });
  }
  const coverage = o.poses.length / o.framesAnalysed;
  if (coverage < keep) out.push({ code: 'coverage', factor: round(coverage, 2), value: Math.round((1 - coverage) * 100) });
  const score = o.meanKeypointScore;
  if (score < keep) {
    const factor = round(score, 2);
    const causes: StoredReason[] = [];
    if (o.meanLuma !== null && o.meanLuma < CONFIDENCE_REASONS.dimMeanLuma) causes.push({ code: 'light', factor, value: Math.round(o.meanLuma) });
    const size = personShare(o.poses, o.frameHeight);
    if (size !== null && size < CONFIDENCE_REASONS.smallPersonShare) causes.push({ code: 'size', factor, value: Math.round(size * 100) });
    const hidden = hiddenShare(o.poses) ?? 0;
    if (hidden >= CONFIDENCE_REASONS.hiddenJointShare || !causes.length) causes.push({ code: 'hidden-joints', factor, value: Math.round(hidden * 100) });
    if (o.model === 'movenet') {
      // How long a clip the full model analyses at this sport's rate (photos: none; BlazePose found nobody).
      const seconds = o.kind === 'video' && o.sampleFps ? Math.floor(DETECTION.blazePoseMaxFrames / o.sampleFps) : null;
      causes.push({ code: 'model', factor, value: seconds });
    }
    out.push(...causes);
  }
  return out;
}

type Say = (value: number | null, score: number) => { text: string; advice: string };

/** The reasons in words, with advice for the next clip (issue 33: both languages). */
const WORDS: Record<Language, Record<ConfidenceReasonCode, Say>> = {
  en: {
    view: (v) => ({
      text: `Camera angle: the athlete was filmed ${v === null ? 'well' : `about ${v}°`} off the side view (90° is straight from the front or back), so the joint angles look smaller than they are.`,
      advice: 'Film from the side: the camera level with the hips, at a right angle to the direction of the movement.',
    }),
    coverage: (v) => ({
      text: `Frames without the athlete: the athlete was not found in ${v}% of the analysed frames.`,
      advice: 'Keep the whole body in the frame from start to finish: step back or zoom out.',
    }),
    light: (v) => ({
      text: `Light: the footage is dim (mean brightness ${v} of 255), so the joints are harder to see.`,
      advice: 'Film in good light, with the light behind the camera rather than behind the athlete.',
    }),
    size: (v) => ({
      text: `Size in the frame: the athlete filled only ${v}% of the frame's height.`,
      advice: "Move closer or zoom in until the athlete fills most of the frame's height, the whole body still in view.",
    }),
    'hidden-joints': (v, score) => ({
      text:
        (v ?? 0) >= CONFIDENCE_REASONS.hiddenJointShare * 100
          ? `Hidden joints: ${v}% of the body's joints were not seen clearly.`
          : `Unclear joints: the model was unsure where the joints were (mean keypoint score ${score}).`,
      advice: 'Keep arms and legs in view, not behind the body or objects, and wear fitted clothes that stand out from the background.',
    }),
    model: (v) =>
      v === null
        ? {
            text: 'Model: BlazePose did not find the athlete, so the fast model (MoveNet Lightning) measured this photo; it is less precise and cannot check the camera angle.',
            advice: 'Use a sharp photo with the whole body in view and nothing in front of it.',
          }
        : {
            text: 'Model: this clip was analysed by the fast model (MoveNet Lightning), which is less precise and cannot check the camera angle.',
            advice: `Clips of up to ${v} s are analysed by the full model (BlazePose): trim the clip to the movement.`,
          },
  },
  es: {
    view: (v) => ({
      text: `Ángulo de la cámara: se grabó al atleta ${v === null ? 'bastante' : `a unos ${v}°`} de la vista de perfil (90° es justo de frente o de espaldas), así que los ángulos de las articulaciones parecen menores de lo que son.`,
      advice: 'Graba de perfil: la cámara a la altura de la cadera y en ángulo recto con la dirección del movimiento.',
    }),
    coverage: (v) => ({
      text: `Cuadros sin el atleta: no se encontró al atleta en el ${v}% de los cuadros analizados.`,
      advice: 'Mantén el cuerpo completo en la imagen de principio a fin: aléjate o aleja el zoom.',
    }),
    light: (v) => ({
      text: `Luz: la imagen está oscura (brillo medio de ${v} sobre 255), así que las articulaciones se ven peor.`,
      advice: 'Graba con buena luz, con la luz detrás de la cámara y no detrás del atleta.',
    }),
    size: (v) => ({
      text: `Tamaño en la imagen: el atleta ocupó solo el ${v}% de la altura de la imagen.`,
      advice: 'Acércate o usa el zoom hasta que el atleta ocupe casi toda la altura de la imagen, con el cuerpo completo a la vista.',
    }),
    'hidden-joints': (v, score) => ({
      text:
        (v ?? 0) >= CONFIDENCE_REASONS.hiddenJointShare * 100
          ? `Articulaciones ocultas: el ${v}% de las articulaciones del cuerpo no se vio con claridad.`
          : `Articulaciones poco claras: el modelo no estaba seguro de dónde estaban las articulaciones (puntuación media de ${score}).`,
      advice: 'Mantén brazos y piernas a la vista, no detrás del cuerpo ni de objetos, y usa ropa ajustada que contraste con el fondo.',
    }),
    model: (v) =>
      v === null
        ? {
            text: 'Modelo: BlazePose no encontró al atleta, así que esta foto la midió el modelo rápido (MoveNet Lightning), que es menos preciso y no puede comprobar el ángulo de la cámara.',
            advice: 'Usa una foto nítida con el cuerpo completo a la vista y nada delante.',
          }
        : {
            text: 'Modelo: este video lo analizó el modelo rápido (MoveNet Lightning), que es menos preciso y no puede comprobar el ángulo de la cámara.',
            advice: `Los videos de hasta ${v} s los analiza el modelo completo (BlazePose): recorta el video al movimiento.`,
          },
  },
};

/** The stored reasons in a language. */
export function reasonsIn(reasons: readonly StoredReason[], lang: Language): ConfidenceReason[] {
  return reasons.map((r) => ({ ...r, ...WORDS[lang][r.code](r.value, r.factor) }));
}
