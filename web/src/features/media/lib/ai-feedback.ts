import type { AiFeedback, AnalysisMeasures, AnalysisPending } from '@common/analysis';
import type { TFunction } from '@/lib/i18n/i18next';

/** One measured value as the screens show it: "Cadence", "182 steps/min". */
export interface Measure {
  label: string;
  value: string;
}

const humanize = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/^\w/, (c) => c.toUpperCase());

const trimmed = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** "42°" and "5.1%" stay together; other units get a space ("182 steps/min"). */
export function formatMeasure(value: number, unit: string): string {
  const n = trimmed(value);
  return !unit ? n : /^[°%]/.test(unit) ? `${n}${unit}` : `${n} ${unit}`;
}

/** The measured values of an analysis (common/analysis.ts) in a readable form; none without measures. */
export function readMeasures(measures: AnalysisMeasures | null): Measure[] {
  return (measures?.values ?? []).map((m) => ({ label: m.label || humanize(m.key), value: formatMeasure(m.value, m.unit) }));
}

const MODEL_NAMES: Record<string, string> = { blazepose: 'BlazePose', 'blazepose-heavy': 'BlazePose', movenet: 'MoveNet' };
/** The sport profiles the rules know, named in the media namespace (coverage.profiles). */
const PROFILES = ['speed', 'basketball', 'soccer', 'football', 'general'] as const;
const isProfile = (p: string): p is (typeof PROFILES)[number] => (PROFILES as readonly string[]).includes(p);

/**
 * What the model looked at, in a sentence: "Athlete found in 72 of 72 frames (100%) over 6 s of
 * video" or "Athlete found in the photo", with the profile the rules used and the key frame.
 */
export function describeCoverage(
  m: AnalysisMeasures | null,
  kind: 'video' | 'image',
  t: TFunction<'media'>,
): { seen: string; profile: string | null; keyFrame: string | null } | null {
  if (!m) return null;
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

/** "VIDEO_ANALYSIS" reads "Video Analysis" (in the language). */
export const analysisTypeLabel = (type: AiFeedback['analysisType'], t: TFunction<'media'>): string => t(`types.${type}`);

/** The percent of a running analysis (0-100); null before it runs (no answer yet, or queued). */
export const analysisPercent = (pending: AnalysisPending | undefined): number | null =>
  pending?.status === 'RUNNING' ? Math.min(100, Math.max(0, Math.round(pending.progress))) : null;

/** Milliseconds as "850 ms", "2.4 s" or "1 min 5 s". */
export function formatProcessingTime(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s < 10 ? s.toFixed(1) : Math.round(s)} s`;
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
