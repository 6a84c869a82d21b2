import type { AppLanguage } from './auth.ts';

/** A measure in words: its name in English (what the analysis stores and the API sends), its unit, and its name in Spanish. */
export interface MeasureWords {
  label: string;
  unit: string;
  es: string;
}

/** A measure taken on each side, `<key>Left` and `<key>Right`: the name with ", left" and ", right" (in degrees unless told). */
export function bothSides<K extends string>(key: K, label: string, es: string, unit = '°'): Record<`${K}Left` | `${K}Right`, MeasureWords> {
  const left: MeasureWords = { label: `${label}, left`, unit, es: `${es}, izquierda` };
  const right: MeasureWords = { label: `${label}, right`, unit, es: `${es}, derecha` };
  return { [`${key}Left`]: left, [`${key}Right`]: right } as Record<`${K}Left` | `${K}Right`, MeasureWords>;
}

/** A measure's name in a language, from its table; a key this version does not know keeps its stored (English) name. */
export const labelIn = (table: Record<string, MeasureWords>, key: string, stored: string, lang: AppLanguage) =>
  lang === 'es' && Object.hasOwn(table, key) ? table[key]!.es : stored;

/**
 * The measures of a clip or photo (server/features/analysis/measures) in words (the Spanish names serve
 * the Spanish reports and progress charts, and the coach dashboard in Spanish).
 */
export const MEASURE_INFO = {
  kneeDrive: { label: 'Knee drive (peak hip flexion)', unit: '°', es: 'Elevación de rodilla (flexión máxima de cadera)' },
  ...bothSides('kneeDrive', 'Knee drive', 'Elevación de rodilla'),
  kneeFlexionMax: { label: 'Peak knee bend', unit: '°', es: 'Flexión máxima de rodilla' },
  ...bothSides('kneeFlexion', 'Peak knee bend', 'Flexión máxima de rodilla'),
  ...bothSides('kneeRom', 'Knee range of motion', 'Rango de movimiento de rodilla'),
  ...bothSides('hipRom', 'Hip range of motion', 'Rango de movimiento de cadera'),
  elbowRom: { label: 'Elbow range of motion (shooting arm)', unit: '°', es: 'Rango de movimiento del codo (brazo de tiro)' },
  elbowFlexionMin: { label: 'Elbow bend at full extension (shooting arm)', unit: '°', es: 'Flexión del codo en extensión completa (brazo de tiro)' },
  elbowFlexionMax: { label: 'Elbow bend at the set point (shooting arm)', unit: '°', es: 'Flexión del codo en el punto de armado (brazo de tiro)' },
  shoulderElevationMax: { label: 'Peak shoulder elevation', unit: '°', es: 'Elevación máxima del hombro' },
  trunkLeanMean: { label: 'Trunk lean (mean)', unit: '°', es: 'Inclinación del tronco (media)' },
  trunkLeanMax: { label: 'Trunk lean (peak)', unit: '°', es: 'Inclinación del tronco (máxima)' },
  kneeAsymmetry: { label: 'Knee left-right asymmetry', unit: '%', es: 'Asimetría de rodillas izquierda-derecha' },
  hipAsymmetry: { label: 'Hip left-right asymmetry', unit: '%', es: 'Asimetría de caderas izquierda-derecha' },
  cadence: { label: 'Cadence', unit: 'steps/min', es: 'Cadencia' },
  groundContactMs: { label: 'Ground contact per step', unit: 'ms', es: 'Contacto con el suelo por paso' },
  jumpHeightCm: { label: 'Jump height (flight time)', unit: 'cm', es: 'Altura del salto (tiempo de vuelo)' },
  hipRiseCm: { label: 'Hip rise in the jump', unit: 'cm', es: 'Elevación de la cadera en el salto' },
  flightMs: { label: 'Flight time', unit: 'ms', es: 'Tiempo de vuelo' },
  swayPct: { label: 'Hip sway (of trunk length)', unit: '%', es: 'Balanceo de cadera (respecto al tronco)' },
} satisfies Record<string, MeasureWords>;
export type MeasureKey = keyof typeof MEASURE_INFO;

export const MEASURE_LABEL_ES = Object.fromEntries(Object.entries(MEASURE_INFO).map(([key, m]) => [key, m.es])) as Record<MeasureKey, string>;
