import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { id } from './input.ts';

// The pose track and the measures' bands (formerly in common/review.ts).
/** A measure's healthy band (either end may be open) and the reasoning behind it. */
export const bandSchema = z.object({ min: z.number().nullable(), max: z.number().nullable(), source: z.string() });
export type Band = z.infer<typeof bandSchema>;

/**
 * GET /api/ai-feedback/:mediaId/track: every analysed frame's keypoints and measures. Keypoints are
 * integers 0-`scale` of the analysed frame's width and height (-1: not seen); `k[i]` is null when no
 * person was found in frame i, whose time is `t[i]` (ms). `series[j].v[i]` is measure j in frame i.
 */
export const poseTrackSchema = z.object({
  v: z.literal(1),
  model: z.string(),
  joints: z.array(z.string()),
  /** Joint index pairs drawn as bones. */
  bones: z.array(z.tuple([z.number().int(), z.number().int()])),
  width: z.number().int(),
  height: z.number().int(),
  scale: z.number().int(),
  sampleFps: z.number(),
  /** Frames per second of the clip itself (frame stepping), when known. */
  videoFps: z.number().nullable(),
  durationSeconds: z.number().nullable(),
  /** Analysed frames per frame of the clip (e.g. 0.4 = 12 of every 30). */
  framesPerClipFrame: z.number().nullable(),
  t: z.array(z.number().int()),
  k: z.array(z.array(z.number().int()).nullable()),
  series: z.array(z.object({ key: z.string(), label: z.string(), unit: z.string(), band: bandSchema.nullable(), v: z.array(z.number().nullable()) })),
});
export type PoseTrack = z.infer<typeof poseTrackSchema>;

/** Part 2, section 4: confidence colour bands. */
export const CONFIDENCE_BANDS = { green: 0.8, yellow: 0.6 } as const;
export const confidenceBand = (confidence: number): 'green' | 'yellow' | 'orange' =>
  confidence >= CONFIDENCE_BANDS.green ? 'green' : confidence >= CONFIDENCE_BANDS.yellow ? 'yellow' : 'orange';

export const analysisTypeSchema = z.enum(['VIDEO_ANALYSIS', 'IMAGE_ANALYSIS']);

/** One measure over the clip (degrees, steps per minute, milliseconds, centimetres or per cent). */
export const measureValueSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.string(),
  /** The target it was judged against and whether it was met (issue 33); absent when not judged, and on older analyses. */
  band: bandSchema.optional(),
  met: z.boolean().optional(),
});
export type MeasureValue = z.infer<typeof measureValueSchema>;

/** Issue 33: the movement the sport profile judges (a shot, strides...) and whether the clip or photo shows it. */
export const movementSchema = z.object({ key: z.string(), found: z.boolean(), label: z.string() });

/** What lowers an analysis' confidence, each named with advice for the next clip (issue 33). */
export const CONFIDENCE_REASON_CODES = ['view', 'coverage', 'light', 'size', 'hidden-joints', 'model'] as const;
export type ConfidenceReasonCode = (typeof CONFIDENCE_REASON_CODES)[number];
export const confidenceReasonSchema = z.object({
  code: z.enum(CONFIDENCE_REASON_CODES),
  /** The share of the confidence this factor kept (0-1). */
  factor: z.number(),
  /** What was measured: degrees off the side, per cent of frames or of the frame's height, brightness 0-255, per cent of joints unseen. */
  value: z.number().nullable(),
  text: z.string(),
  advice: z.string(),
});
export type ConfidenceReason = z.infer<typeof confidenceReasonSchema>;

export const analysisMeasuresSchema = z.object({
  /** The sport profile whose thresholds the rules used. */
  profile: z.string(),
  model: z.string(),
  framesAnalysed: z.number().int(),
  framesWithPerson: z.number().int(),
  /** Seconds of video covered by the analysed frames (0 for a photo). */
  secondsAnalysed: z.number(),
  sampleFps: z.number(),
  /** The key frame drawn in the overlay (seconds into the clip). */
  keyFrameSeconds: z.number().nullable(),
  values: z.array(measureValueSchema),
  /** Which frames of a video were analysed (the whole clip, issue 19). */
  analysedFrames: z
    .object({
      count: z.number().int(),
      fromSeconds: z.number(),
      toSeconds: z.number(),
      /** One analysed frame every this many seconds (1 / the sampling rate). */
      everySeconds: z.number(),
      /** Analysed frames per frame of the clip (e.g. 0.4: 12 of 30 a second). */
      framesPerClipFrame: z.number().nullable(),
    })
    .optional(),
  /** Absent on analyses before issue 33. */
  movement: movementSchema.optional(),
  confidenceReasons: z.array(confidenceReasonSchema).optional(),
});
export type AnalysisMeasures = z.infer<typeof analysisMeasuresSchema>;

/** The sentences of an analysis a person reads: written in English and in Spanish when the analysis runs (issue 20). */
export interface AnalysisText {
  feedback: string;
  strengths: string[];
  improvements: string[];
  recommendations: string[];
}

/**
 * The analysis' texts in the languages other than English (ai_feedback.translations). A text
 * missing here (rows analysed before issue 20) is served in English.
 */
export type AnalysisTranslations = { es?: Partial<AnalysisText> };

/**
 * GET /api/ai-feedback/:mediaId when the analysis is finished (part 2, section 3 plus the measures and
 * the overlay), and each entry of GET /api/my-ai-feedback: the server answers through it, every screen reads it.
 */
export const aiFeedbackSchema = z.object({
  id: z.number().int(),
  mediaId: z.number().int(),
  analysisType: analysisTypeSchema,
  /** 0-1. */
  confidence: z.number(),
  /** Milliseconds. */
  processingTime: z.number().int(),
  feedback: z.string(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  recommendations: z.array(z.string()),
  tags: z.array(z.string()),
  modelVersion: z.string(),
  createdAt: z.string(),
  /** The linked upload's file name. */
  originalName: z.string(),
  /** A signed, expiring URL of the skeleton overlay of the key frame (JPEG), when a person was found. */
  overlayUrl: z.string().nullable(),
  measures: analysisMeasuresSchema.nullable(),
  /** Whose upload it is: given on a parent's list, which holds their linked athletes' analyses (decision 047). */
  athlete: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).optional(),
});
export type AiFeedback = z.infer<typeof aiFeedbackSchema>;

/** GET /api/ai-feedback/:mediaId with status 202 while the analysis is queued or running. */
export const analysisPendingSchema = z.object({
  status: z.enum(['QUEUED', 'RUNNING']),
  /** 0-100. */
  progress: z.number().int(),
});
export type AnalysisPending = z.infer<typeof analysisPendingSchema>;

export const aiFeedbackListSchema = z.array(aiFeedbackSchema);

export const mediaIdParamsSchema = z.object({ mediaId: id() });

const tags = ['analysis'];

/**
 * The analysis feature's endpoints (decision 032), their texts in the request's language (issue 20).
 */
export const analysisApi = {
  /** One upload's analysis: 202 with the progress while it is queued or running, 200 when finished (decision 072), 404 when there is none. */
  status: endpoint({
    method: 'GET',
    path: '/api/ai-feedback/:mediaId',
    params: mediaIdParamsSchema,
    responses: { 200: aiFeedbackSchema, 202: analysisPendingSchema },
    access: 'user',
    tags,
  }),
  /** The member's finished analyses; a parent's: those of their linked athletes' uploads, each naming its athlete. */
  mine: endpoint({ method: 'GET', path: '/api/my-ai-feedback', response: aiFeedbackListSchema, access: 'user', tags }),
  /** Every analysed frame of a video: its time, the skeleton's keypoints and the measures (404 until analysed). */
  track: endpoint({ method: 'GET', path: '/api/ai-feedback/:mediaId/track', params: mediaIdParamsSchema, response: poseTrackSchema, access: 'user', tags }),
};
