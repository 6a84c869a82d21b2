/**
 * The measures of a clip or photo (server/features/analysis/measures) in words: each one's name in
 * English (what the analysis stores and the API sends) and its unit, and its name in Spanish (the
 * Spanish reports and progress charts, and the coach dashboard in Spanish).
 */
export const MEASURE_INFO = {
  kneeDrive: { label: 'Knee drive (peak hip flexion)', unit: '°' },
  kneeDriveLeft: { label: 'Knee drive, left', unit: '°' },
  kneeDriveRight: { label: 'Knee drive, right', unit: '°' },
  kneeFlexionMax: { label: 'Peak knee bend', unit: '°' },
  kneeFlexionLeft: { label: 'Peak knee bend, left', unit: '°' },
  kneeFlexionRight: { label: 'Peak knee bend, right', unit: '°' },
  kneeRomLeft: { label: 'Knee range of motion, left', unit: '°' },
  kneeRomRight: { label: 'Knee range of motion, right', unit: '°' },
  hipRomLeft: { label: 'Hip range of motion, left', unit: '°' },
  hipRomRight: { label: 'Hip range of motion, right', unit: '°' },
  elbowRom: { label: 'Elbow range of motion (shooting arm)', unit: '°' },
  elbowFlexionMin: { label: 'Elbow bend at full extension (shooting arm)', unit: '°' },
  elbowFlexionMax: { label: 'Elbow bend at the set point (shooting arm)', unit: '°' },
  shoulderElevationMax: { label: 'Peak shoulder elevation', unit: '°' },
  trunkLeanMean: { label: 'Trunk lean (mean)', unit: '°' },
  trunkLeanMax: { label: 'Trunk lean (peak)', unit: '°' },
  kneeAsymmetry: { label: 'Knee left-right asymmetry', unit: '%' },
  hipAsymmetry: { label: 'Hip left-right asymmetry', unit: '%' },
  cadence: { label: 'Cadence', unit: 'steps/min' },
  groundContactMs: { label: 'Ground contact per step', unit: 'ms' },
  jumpHeightCm: { label: 'Jump height (flight time)', unit: 'cm' },
  hipRiseCm: { label: 'Hip rise in the jump', unit: 'cm' },
  flightMs: { label: 'Flight time', unit: 'ms' },
  swayPct: { label: 'Hip sway (of trunk length)', unit: '%' },
} satisfies Record<string, { label: string; unit: string }>;
export type MeasureKey = keyof typeof MEASURE_INFO;

export const MEASURE_LABEL_ES: Record<MeasureKey, string> = {
  kneeDrive: 'Elevación de rodilla (flexión máxima de cadera)',
  kneeDriveLeft: 'Elevación de rodilla, izquierda',
  kneeDriveRight: 'Elevación de rodilla, derecha',
  kneeFlexionMax: 'Flexión máxima de rodilla',
  kneeFlexionLeft: 'Flexión máxima de rodilla, izquierda',
  kneeFlexionRight: 'Flexión máxima de rodilla, derecha',
  kneeRomLeft: 'Rango de movimiento de rodilla, izquierda',
  kneeRomRight: 'Rango de movimiento de rodilla, derecha',
  hipRomLeft: 'Rango de movimiento de cadera, izquierda',
  hipRomRight: 'Rango de movimiento de cadera, derecha',
  elbowRom: 'Rango de movimiento del codo (brazo de tiro)',
  elbowFlexionMin: 'Flexión del codo en extensión completa (brazo de tiro)',
  elbowFlexionMax: 'Flexión del codo en el punto de armado (brazo de tiro)',
  shoulderElevationMax: 'Elevación máxima del hombro',
  trunkLeanMean: 'Inclinación del tronco (media)',
  trunkLeanMax: 'Inclinación del tronco (máxima)',
  kneeAsymmetry: 'Asimetría de rodillas izquierda-derecha',
  hipAsymmetry: 'Asimetría de caderas izquierda-derecha',
  cadence: 'Cadencia',
  groundContactMs: 'Contacto con el suelo por paso',
  jumpHeightCm: 'Altura del salto (tiempo de vuelo)',
  hipRiseCm: 'Elevación de la cadera en el salto',
  flightMs: 'Tiempo de vuelo',
  swayPct: 'Balanceo de cadera (respecto al tronco)',
};
