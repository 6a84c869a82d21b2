import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'on', 'off']).transform((v) => v === 'true' || v === '1' || v === 'on');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  /** The app's public origin, e.g. https://train.example.com. Derived from the Host header when unset. */
  APP_ORIGIN: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  /** Serve the built SPA from dist/web (npm run dev turns it off: Vite serves the app). */
  SERVE_WEB: bool.default(true),
  WORKER: z.enum(['on', 'off']).default('on'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  TRUST_PROXY: bool.default(false),
  /**
   * Sign-in limits (issue 16, decision 020): failed attempts per account and address in a day
   * before delays begin; failed attempts per account from any address in a day; failed attempts
   * per address (any account) in an hour. Past each, every failure doubles the wait (1 s, 2 s,
   * 4 s...) up to LOGIN_RATE_WINDOW_MINUTES: a slower pace, never a lockout of the owner.
   */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOGIN_ACCOUNT_LIMIT: z.coerce.number().int().positive().default(30),
  LOGIN_IP_LIMIT: z.coerce.number().int().positive().default(50),
  LOGIN_RATE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** Sign-ups allowed per IP address per hour. */
  SIGNUP_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * How long a web node may reuse what it read for many requests (signed-in sessions, the public
   * catalogue) before reading it again; 0 turns these caches off. A state-changing request drops
   * them at once on every node (PostgreSQL LISTEN/NOTIFY or Redis pub/sub: decision 022).
   */
  READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /**
   * How long a state-changing request waits for the other web nodes to confirm they dropped their
   * read caches before it answers anyway (decision 022).
   */
  CACHE_SYNC_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
  /** How often each web node sends the session reminders that are due (decision 048). */
  REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  /** Sends the Stripe SDK's requests elsewhere than https://api.stripe.com (stripe-mock, tests). */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** Signs the offline test provider's webhook events (random per process when unset). */
  TEST_PROVIDER_WEBHOOK_SECRET: z.string().min(16).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Octane Sports Performance <no-reply@octane.example>'),
  /** Text messages through Twilio (decision 061): all three, or none (then they stay in the local SMS outbox). */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC and 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** The sending number (E.164) or a Messaging Service SID (MG...). */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'must be an E.164 number or a Messaging Service SID')
    .optional(),
  /** Web push's VAPID pair (decision 058), base64url; unset: one pair generated and kept in the database. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  /** The contact push services may use: mailto: or https:. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /** Signs local-disk file links; set it to the same value on every web node. Kept in DATA_DIR when unset. */
  STORAGE_SECRET: z.string().min(16).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  FACILITY_TZ: z.string().default('America/New_York'),
  /**
   * Dunning (issue 29): the days after a failed plan renewal on which the charge is tried again; the
   * plan stays active until the last retry fails. With Stripe Billing, Stripe's own retry schedule applies.
   */
  PLAN_RETRY_DAYS: z
    .string()
    .regex(/^\d{1,2}(,\d{1,2}){0,5}$/, 'must be up to six day numbers separated by commas, e.g. 1,3,7')
    .default('1,3,7')
    .transform((v) => v.split(',').map(Number))
    .refine((days) => days.every((d, i) => d >= 1 && (i === 0 || d > days[i - 1]!)), 'the days must be 1 or more and increasing'),
  BUSINESS_NAME: z.string().default('Octane Sports Performance'),
  BUSINESS_PHONE: z.string().default('(555) 013-2468'),
  BUSINESS_EMAIL: z.string().default('train@octane.example'),
  BUSINESS_ADDRESS: z.string().default('1200 Champions Way, Charlotte, NC 28202'),
});

export type Config = z.infer<typeof configSchema>;

/** Reads and validates the environment; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: parsed.data.FACILITY_TZ });
  } catch {
    throw new Error(`Invalid configuration:\n  FACILITY_TZ: unknown time zone "${parsed.data.FACILITY_TZ}"`);
  }
  const c = parsed.data;
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  if (c.STRIPE_SECRET_KEY && (!c.STRIPE_PUBLISHABLE_KEY || !c.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('Invalid configuration:\n  STRIPE_SECRET_KEY is set: STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are needed too');
  }
  const twilio = [c.TWILIO_ACCOUNT_SID, c.TWILIO_AUTH_TOKEN, c.TWILIO_FROM].filter(Boolean).length;
  if (twilio > 0 && twilio < 3)
    throw new Error('Invalid configuration:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together: set all three or none');
  return c;
}
