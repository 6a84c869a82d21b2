import { z } from 'zod';
import { analysisMeasuresSchema } from '@common/analysis';
import type { TFunction } from '@/lib/i18n/i18next';

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
 * measured biomechanics of docs/design.md section 5). Only `id` is required; every other field is read
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

const valueList = (list: unknown[]): Measure[] =>
  list.flatMap((m) => {
    if (!m || typeof m !== 'object') return [];
    const { label, name, key, value, unit } = m as Record<string, unknown>;
    const title = typeof label === 'string' && label ? label : typeof name === 'string' ? humanize(name) : typeof key === 'string' ? humanize(key) : null;
    const shown = show(value, unit);
    return title && shown ? [{ label: title, value: shown }] : [];
  });

/**
 * Measured biomechanics in a readable form. The API sends `{ ..., values: [{ key, label, value,
 * unit }] }` (common/analysis.ts); a bare list of `{label | name, value, unit?}` or a plain object
 * of values (`{ kneeFlexion: 42.5 }`) is read too; anything else shows nothing.
 */
export function readMeasures(measures: unknown): Measure[] {
  if (Array.isArray(measures)) return valueList(measures);
  if (measures && typeof measures === 'object') {
    const { values } = measures as Record<string, unknown>;
    if (Array.isArray(values)) return valueList(values);
    return Object.entries(measures as Record<string, unknown>).flatMap(([key, value]) => {
      const shown = show(value);
      return shown ? [{ label: humanize(key), value: shown }] : [];
    });
  }
  return [];
}

const MODEL_NAMES: Record<string, string> = { blazepose: 'BlazePose', movenet: 'MoveNet' };
/** The sport profiles the rules know, named in the media namespace (coverage.profiles). */
const PROFILES = ['speed', 'basketball', 'soccer', 'football', 'general'] as const;
const isProfile = (p: string): p is (typeof PROFILES)[number] => (PROFILES as readonly string[]).includes(p);
const trimmed = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/**
 * What the model looked at, in a sentence: "Athlete found in 72 of 72 frames (100%) over 6 s of
 * video" or "Athlete found in the photo", with the profile the rules used and the key frame.
 */
export function describeCoverage(measures: unknown, kind: 'video' | 'image', t: TFunction<'media'>): { seen: string; profile: string | null; keyFrame: string | null } | null {
  const parsed = analysisMeasuresSchema.safeParse(measures);
  if (!parsed.success) return null;
  const m = parsed.data;
  const model = MODEL_NAMES[m.model] ?? m.model;
  let seen: string;
  if (kind === 'image' || m.framesAnalysed <= 1) {
    seen = m.framesWithPerson > 0 ? t('coverage.photoFound', { model }) : t('coverage.photoNone', { model });
  } else {
    const pct = m.framesAnalysed ? Math.round((m.framesWithPerson / m.framesAnalysed) * 100) : 0;
    seen = t('coverage.video', { found: m.framesWithPerson, count: m.framesAnalysed, pct, model, seconds: trimmed(m.secondsAnalysed) });
  }
  return {
    seen,
    profile: isProfile(m.profile) ? t(`coverage.profiles.${m.profile}`) : humanize(m.profile),
    keyFrame: kind === 'video' && m.keyFrameSeconds !== null ? t('coverage.keyFrame', { seconds: trimmed(m.keyFrameSeconds) }) : null,
  };
}

/**
 * What kind of result an analysis is: measured; finished with nothing to measure (no athlete in
 * view, too dark, too short); or failed after every retry (the server tags it "analysis-failed").
 */
export function analysisOutcome(item: AiFeedback): 'measured' | 'nothing-measured' | 'failed' {
  if (item.tags.includes('analysis-failed')) return 'failed';
  if (readMeasures(item.measures).length === 0 && item.strengths.length === 0 && item.improvements.length === 0) return 'nothing-measured';
  return 'measured';
}

/** "VIDEO_ANALYSIS" reads "Video Analysis" (in the language); an unknown code such as "image" reads "Image". */
export function analysisTypeLabel(type: string | undefined, t: TFunction<'media'>): string {
  if (!type) return t('types.fallback');
  if (type === 'VIDEO_ANALYSIS' || type === 'IMAGE_ANALYSIS') return t(`types.${type}`);
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
