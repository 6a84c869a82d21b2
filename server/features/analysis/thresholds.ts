/**
 * Every number the analysis decides with, in one table, each with its source or reasoning.
 * Change a value here and the rules, the sampling and the tests follow. RULES_VERSION goes into
 * each result's modelVersion: raise it when a threshold or a rule changes.
 */
export const RULES_VERSION = 'rules-4';

export type Profile = 'speed' | 'basketball' | 'soccer' | 'football' | 'general';

/** How an upload's sport (or the athlete's primary sport) maps to a profile. */
export const PROFILE_BY_SPORT: { match: RegExp; profile: Profile }[] = [
  { match: /speed|agility|sprint|track|cross country|running/i, profile: 'speed' },
  { match: /basketball/i, profile: 'basketball' },
  { match: /soccer/i, profile: 'soccer' },
  // Football and Flag Football.
  { match: /football/i, profile: 'football' },
];

export const PROFILE_LABEL: Record<Profile, string> = {
  speed: 'speed & agility',
  basketball: 'basketball shooting form',
  soccer: 'soccer',
  football: 'football',
  general: 'general movement',
};

/** The profiles in Spanish, as the sentences use them (issue 20; the web app's own labels are capitalised). */
export const PROFILE_LABEL_ES: Record<Profile, string> = {
  speed: 'velocidad y agilidad',
  basketball: 'técnica de tiro de básquetbol',
  soccer: 'fútbol',
  football: 'fútbol americano',
  general: 'movimiento general',
};

/** Detection and sampling: when a frame counts, how many frames a clip gets. */
export const DETECTION = {
  /**
   * A frame has a person when the pose score reaches this. BlazePose's score is its pose-presence
   * flag (0.99 or more on the people in our test photos; no pose at all on plain images). MoveNet's
   * is the mean of its 17 keypoint scores and it returns no pose under 0.25 itself; our test
   * athlete, cut off at the knees, scores 0.33, and plain images, gradients and test patterns give
   * no pose, so any pose it returns counts.
   */
  personMinScore: { blazepose: 0.5, 'blazepose-heavy': 0.5, movenet: 0.25 },
  /** A keypoint is used when its score reaches this (BlazePose visibility; MoveNet is less sure of itself). */
  keypointMinScore: { blazepose: 0.5, 'blazepose-heavy': 0.5, movenet: 0.3 },
  /**
   * Frames per second sampled from videos. Running and agility clips need 10 or more to see each
   * step (a step lasts about 0.3 s at 180 steps/min) and ground contact; jumps and shots need the
   * take-off and landing. Other clips are sampled less to save time.
   */
  sampleFps: { speed: 12, basketball: 10, soccer: 10, football: 10, general: 5 } satisfies Record<Profile, number>,
  /**
   * At most this many frames with BlazePose full (about 55 ms a frame on one core, measured); a clip
   * that needs more uses MoveNet Lightning (about 35 ms), the fast fallback, for up to `maxFrames`.
   * A 20 s clip at 12 fps is 240 MoveNet frames, shared by two threads: about 4.5 s on two idle
   * cores, 0.23 s per second of video (the performance target is 0.3).
   */
  blazePoseMaxFrames: 60,
  /**
   * The whole clip is analysed (issue 19): at the sport's rate up to this many frames (20 s at 12
   * fps), a longer clip evenly at the rate that fits. Two threads share the frames (observe.ts).
   */
  maxFrames: 240,
  /**
   * The long side of video frames given to the model (pixels): the models work at 192-256 px, and
   * 480 costs BlazePose a quarter less than 640 (measured: 52 against 71 ms a frame).
   */
  frameLongSide: 480,
  /** Photos are one frame: a little more detail for the overlay costs nothing that matters. */
  photoLongSide: 640,
  /** A clip shorter than this cannot show a movement. */
  minVideoSeconds: 1,
  /** Mean brightness (0-255) under which a frame is too dark to read, when no person was found. */
  darkMeanLuma: 35,
  /** Share of frames with a person under which a video's movement measures are not reported. */
  minCoverage: 0.3,
} as const;

/**
 * The camera's view of the body, from BlazePose's 3-D world keypoints (MoveNet has none), measured
 * on the rendered accuracy set (bench/accuracy, docs/accuracy.md; issue 22).
 */
export const VIEW = {
  /**
   * The view is the angle between the hip and shoulder lines and the camera's line of sight (0
   * side-on, 90 facing the camera); BlazePose's 3-D estimate of it has a median of 8 degrees in
   * true side views, 32 at 20-45 degrees off the side and 78 from the front.
   *
   * Joint angles are measured in the image plane, so they are true only when the limb moves across
   * the camera. On the accuracy set the 90th percentile of the flexion errors is 16-28 degrees up
   * to 50 degrees off the side (estimated), and 57-75 beyond. Confidence is scaled by 1 up to
   * `confidenceFullUpTo` degrees off the side, falling linearly to `confidenceFloor` at
   * `confidenceFloorAt`, which puts most views from the front in the lowest (orange) band.
   */
  confidenceFullUpTo: 35,
  confidenceFloorAt: 55,
  confidenceFloor: 0.5,
} as const;

/** Measuring: scales and tolerances. */
export const MEASURING = {
  /**
   * Hip-to-ankle length used to turn a hip rise in pixels into centimetres: 0.53 x body height
   * (Drillis & Contini 1966) of a 170 cm athlete, as the athlete's height is not known here.
   */
  legLengthCm: 90,
  /** An ankle within this share of the leg length from the ground line is on the ground. */
  groundTolerance: 0.05,
  /** A flight phase shorter than this is a running stride, not a jump. */
  minFlightSeconds: 0.2,
  /** Hysteresis of the step detector, as a share of the ankle signal's amplitude. */
  stepHysteresis: 0.2,
  /**
   * Ankles must move apart by this share of the leg length to count as steps: keypoint jitter on a
   * standing athlete is a few per cent; a walking step is about 40 per cent.
   */
  minStepAmplitude: 0.1,
  /**
   * Left and right ranges of motion are compared (symmetry) only when each side was seen in at least
   * this share of the frames with the athlete. Filmed from the side the far leg is often hidden: its
   * range then covers a few frames and misses most of the movement (the accuracy set's symmetric
   * squat read 94 and 52 degrees of knee range, "59 % apart", with the far knee seen in 5 of 14 frames).
   */
  symmetryMinSideCoverage: 0.8,
} as const;

/** When a rule applies at all: a measure of a movement the clip does not show says nothing. */
export const GATES = {
  /**
   * The shooting rules need a shot: the shooting arm raised overhead at some point (shoulder
   * elevation of 110 degrees or more; a set point is about 140-160).
   */
  shotMinShoulderElevation: 110,
  /** Symmetry compares ranges of motion only when one knee moves through at least this many degrees (smaller ones are noise). */
  symmetryMinRom: 20,
  /**
   * Hip sway (stability) is judged only on a hold: no steps, no flight, and neither knee moving
   * through this many degrees. In a squat, a jump or a run the hips travel by design (the accuracy
   * set's squat, jump and run in place read 20-25 per cent of trunk length) and were told to stay
   * under 6 per cent.
   */
  holdMaxKneeRom: 20,
} as const;

/**
 * Was the movement there (issue 33)? Each profile judges one movement; a clip or photo without it
 * is measured (posture) but judged against nothing. The detectors read the pose track already
 * computed (movement.ts); these are their limits.
 */
export const MOVEMENT = {
  /**
   * A shot: the shooting arm overhead (GATES.shotMinShoulderElevation) with the wrist above the
   * head, and in a clip the elbow extending from the set point to the release: a set point at about
   * 90 degrees of flexion and a release within 25 move the elbow through some 65 degrees, so 30 is
   * a shot with margin for a poorly seen arm; holding the arms up (a stretch, a wave) moves it less.
   */
  shotMinElbowRom: 30,
  /**
   * A kick: one hip swinging through this many degrees (a kick goes from about 20 degrees of
   * extension behind the body to 60-90 of flexion in front; walking swings the hip about 40).
   */
  kickMinHipRom: 50,
  /**
   * A stride or a kick in a photo: the thighs this many degrees apart (a sprint drive has the front
   * thigh at 65-95 degrees and the back one near 0; standing has both near 0).
   */
  splitMinHipDifference: 40,
  /**
   * A football stance or start: the hips hinged to this many degrees of flexion (a two-point stance
   * is about 40-60; standing tall is under 15, keypoint noise included).
   */
  stanceMinHipFlexion: 30,
} as const;

/**
 * Confidence reasons (issue 33): when a factor of the confidence costs more than `minLoss` of it, the
 * result names it with advice. The keypoint score's causes are told apart with these limits, chosen
 * (not measured) and written down so they can be checked against real footage.
 */
export const CONFIDENCE_REASONS = {
  /** A factor that keeps 95 % or more of the confidence is not worth a sentence. */
  minLoss: 0.05,
  /**
   * Mean brightness (0-255) under which the footage is dim: between "too dark to see anyone"
   * (DETECTION.darkMeanLuma, 35) and ordinary indoor footage (100-140 in our test clips).
   */
  dimMeanLuma: 60,
  /**
   * The athlete's keypoints (nose to ankles) spanning less than this share of the frame's height:
   * the accuracy set's figures filled 40-85 % of it (docs/accuracy.md), so the errors of smaller
   * athletes are not known, and the models see them at a few dozen pixels.
   */
  smallPersonShare: 0.35,
  /** Share of the 12 body joints (shoulders to ankles) not seen, over which joints count as hidden. */
  hiddenJointShare: 0.15,
} as const;

export type ThresholdKind = 'min' | 'max';

export interface Threshold {
  value: number;
  kind: ThresholdKind;
  source: string;
}

const t = (kind: ThresholdKind, value: number, source: string): Threshold => ({ kind, value, source });

/** The rules' thresholds per profile. A missing entry means the rule does not apply to that profile. */
export const THRESHOLDS = {
  /** Peak hip flexion of the swing leg ("knee drive"), degrees. */
  kneeDrive: {
    speed: t('min', 90, 'Mann (2011), The Mechanics of Sprinting and Hurdling: the thigh reaches about level (90 degrees of hip flexion) at top speed.'),
    soccer: t(
      'min',
      75,
      'Field sports sprint with a lower knee lift than track sprinters to stay ready to change direction; 75 degrees is the lower end reported for team-sport sprinting.',
    ),
    football: t('min', 80, 'Acceleration out of a stance needs a high knee; 80 degrees sits between team-sport and track values.'),
  },
  /** Mean trunk lean from vertical, degrees (upper bound). */
  trunkLean: {
    speed: t(
      'max',
      20,
      'Upright running at top speed leans about 5-10 degrees; over 20 degrees outside the first steps of acceleration wastes stride length (Mann 2011).',
    ),
    soccer: t('max', 25, 'A little more lean is normal when dribbling and changing direction; over 25 degrees the chest is over the ball and vision suffers.'),
    basketball: t('max', 15, 'A jump shot is taken with the trunk close to upright (Okazaki, Rodacki & Satern 2015, Sports Biomechanics).'),
    football: t('max', 45, 'Acceleration out of a stance is done at about 45 degrees of lean; more is falling forward.'),
    general: t('max', 20, 'Most drills are done with a trunk within 20 degrees of vertical; more loads the lower back.'),
  },
  /** Steps per minute (lower bound). */
  cadence: {
    speed: t('min', 170, 'Running at 170-180 steps/min or more lowers loading per step (Heiderscheit et al. 2011); sprinting is 240 or more.'),
    soccer: t('min', 165, 'Team-sport running at moderate speed; slightly lower than track running.'),
  },
  /** Mean ground contact per step, milliseconds (upper bound). */
  groundContact: {
    speed: t(
      'max',
      250,
      'Trained sprinters touch down for about 100-120 ms at top speed; with 10-12 frames a second (about 90 ms a frame) only contacts over 250 ms are a sure sign of a slow foot.',
    ),
    soccer: t('max', 280, 'As for speed, with a margin for the shorter, choppier steps of field play.'),
  },
  /** Left-right asymmetry (symmetry index), per cent (upper bound). */
  symmetry: {
    speed: t(
      'max',
      10,
      'A limb symmetry index within 10 per cent is the usual return-to-sport and screening limit (Robinson et al. 1987; ACL guidelines use 90 per cent).',
    ),
    soccer: t('max', 10, 'As for speed.'),
    football: t('max', 10, 'As for speed.'),
    basketball: t('max', 15, 'Shooting is one-sided on purpose; only the legs are compared and a little more difference is allowed.'),
    general: t('max', 10, 'As for speed.'),
  },
  /** Hip-centre sway, per cent of trunk length (upper bound). */
  stability: {
    // Judged on holds only (GATES.holdMaxKneeRom): a shot's or a kick's hips travel by design, so
    // basketball and soccer (6 and 8 per cent until 2026-11-29) no longer judge it.
    general: t('max', 6, 'Holds: sway over about 6 per cent of trunk length is visible wobble.'),
  },
  /** Peak knee flexion in the loading phase before a shot, degrees (lower bound). */
  shotKneeBend: {
    basketball: t('min', 45, 'Shooters bend the knees to about 45-60 degrees to load the legs (Okazaki et al. 2015).'),
  },
  /** Smallest elbow angle at the set point, as flexion, degrees (lower bound): the ball is set with the elbow near 90 degrees. */
  shotElbowSet: {
    basketball: t(
      'min',
      70,
      'The elbow sits at about 90 degrees of flexion at the set point (Okazaki et al. 2015); under 70 the ball is pushed rather than shot.',
    ),
  },
  /** Elbow extension at release, as remaining flexion, degrees (upper bound). */
  shotElbowRelease: {
    basketball: t('max', 25, 'A full follow-through straightens the shooting arm to within about 20 degrees.'),
  },
  /** Jump height from flight time, centimetres (lower bound). */
  jumpHeight: {
    basketball: t('min', 20, 'A jump shot lifts the athlete 20 cm or more; less is a set shot.'),
    general: t('min', 30, 'A countermovement jump of 30 cm is an average for trained teenagers (Markovic et al. 2004 report 30-45 cm).'),
    football: t('min', 40, 'Football combines test vertical jumps; 40 cm is a modest high-school value.'),
  },
  /** Knee flexion in an athletic stance (photo or hold), degrees (lower bound). */
  stanceKneeBend: {
    football: t('min', 30, 'An athletic or two-point stance bends the knees by 30 degrees or more to be ready to explode.'),
  },
} satisfies Record<string, Partial<Record<Profile, Threshold>>>;

export type RuleName = keyof typeof THRESHOLDS;

export function thresholdFor(rule: RuleName, profile: Profile): Threshold | undefined {
  return (THRESHOLDS[rule] as Partial<Record<Profile, Threshold>>)[profile];
}

/** The confidence bands of part 2, section 4 (also in common/analysis.ts for the web app). */
export const CONFIDENCE = {
  /** A result with no person is reported at this confidence at most. */
  noPersonMax: 0.1,
} as const;
