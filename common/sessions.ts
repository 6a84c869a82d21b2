import { z } from 'zod';

/** The sessions page (issue 16): where the account is signed in. */
export const deviceSessionSchema = z.object({
  /** The first 16 characters of the stored token hash: names the session, cannot be used as one. */
  id: z.string(),
  device: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const sessionIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{16}$/, 'Session not found') });
