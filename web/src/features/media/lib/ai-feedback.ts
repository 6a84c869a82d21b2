import { z } from 'zod';

/** A list of strings; anything else (missing, null, a wrong type) reads as empty. */
const strings = z
  .array(z.unknown())
  .transform((xs) => xs.filter((x): x is string => typeof x === 'string' && x.trim() !== ''))
  .catch([]);
const optionalText = z.string().optional().catch(undefined);
/** Numbers may arrive as decimal strings (PostgreSQL numeric). */
const optionalNumber = z
  .union([z.number(), z.string().trim().min(1)])
  .transform((v) => Number(v))
  .refine((n) => Number.isFinite(n))
  .optional()
  .catch(undefined);

export interface Measure {
  label: string;
  value: string;
}

/**
 * One AI analysis as the API is expected to send it (part 2, section 3, plus the overlay image and
 * measured biomechanics of DESIGN.md section 5). Only `id` is required; every other field is read
 * defensively so a partial or newer payload still shows what it has.
 */
export const aiFeedbackSchema = z.object({
  id: z.union([z.number(), z.string().min(1)]),
  mediaId: optionalNumber,
  analysisType: optionalText,
  confidence: optionalNumber,
  processingTime: optionalNumber,
  feedback: optionalText,
  strengths: strings,
  improvements: strings,
  recommendations: strings,
  tags: strings,
  modelVersion: optionalText,
  createdAt: optionalText,
  originalName: optionalText,
  overlayUrl: z.string().min(1).nullable().optional().catch(undefined),
  measures: z.unknown().optional(),
});
export type AiFeedback = z.infer<typeof aiFeedbackSchema>;

/** One entry, or null when the payload has no usable id (e.g. `null` or `{}` for "no feedback yet"). */
export function parseAiFeedback(data: unknown): AiFeedback | null {
  const parsed = aiFeedbackSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The entries of a list payload, dropping any that cannot be read; not a list reads as empty. */
export function parseAiFeedbackList(data: unknown): AiFeedback[] {
  if (!Array.isArray(data)) return [];
  return data.map(parseAiFeedback).filter((x): x is AiFeedback => x !== null);
}

const humanize = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/^\w/, (c) => c.toUpperCase());

/** "42 °" reads better as "42°"; other units keep a space: "4.1 steps/s". */
const withUnit = (value: string, unit: unknown) => (typeof unit !== 'string' || !unit ? value : /^[°%]/.test(unit) ? `${value}${unit}` : `${value} ${unit}`);

const show = (v: unknown, unit?: unknown) => {
  if (typeof v === 'number' && Number.isFinite(v)) return withUnit(Number.isInteger(v) ? String(v) : v.toFixed(1), unit);
  if (typeof v === 'string' && v.trim()) return withUnit(v, unit);
  return null;
};

/**
 * Measured biomechanics in a readable form. Accepts a list of `{label | name, value, unit?}` or a
 * plain object of values (`{ kneeFlexion: 42.5 }`); anything else shows nothing.
 */
export function readMeasures(measures: unknown): Measure[] {
  if (Array.isArray(measures)) {
    return measures.flatMap((m) => {
      if (!m || typeof m !== 'object') return [];
      const { label, name, value, unit } = m as Record<string, unknown>;
      const title = typeof label === 'string' ? label : typeof name === 'string' ? humanize(name) : null;
      const shown = show(value, unit);
      return title && shown ? [{ label: title, value: shown }] : [];
    });
  }
  if (measures && typeof measures === 'object') {
    return Object.entries(measures as Record<string, unknown>).flatMap(([key, value]) => {
      const shown = show(value);
      return shown ? [{ label: humanize(key), value: shown }] : [];
    });
  }
  return [];
}

/** "VIDEO_ANALYSIS" reads "Video Analysis"; "image" reads "Image". */
export function analysisTypeLabel(type: string | undefined): string {
  if (!type) return 'Analysis';
  return type
    .toLowerCase()
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** Milliseconds as "850 ms", "2.4 s" or "1 min 5 s". */
export function formatProcessingTime(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s < 10 ? s.toFixed(1) : Math.round(s)} s`;
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
