import { z } from 'zod';
import { messageSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { idParams, text } from './input.ts';
import { msg } from './messages/index.ts';

/**
 * Check-in by code (issue 32, decision 057): every booking has a code of 8 hex digits, shown as a
 * QR code in the app and the confirmation e-mail and as "3F9A-C21B" for typing. Staff scan or type
 * it on the check-in page; a front-desk kiosk lets members scan their own.
 */

/** A kiosk stays open this long, then staff start it again (a day's opening hours and more). */
export const KIOSK_HOURS = 16;

/** The code as stored: the letters and digits typed or scanned, upper case (O read as 0), or null when it cannot be one. */
export function normalizeCheckInCode(input: string): string | null {
  const code = input
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[^0-9A-Z]/g, '');
  return /^[0-9A-F]{8}$/.test(code) ? code : null;
}

/** "3F9AC21B" as it is shown: "3F9A-C21B". */
export const formatCheckInCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

export const checkInInputSchema = z.object({
  code: text()
    .max(64, msg('checkIn.badCode'))
    .refine((c) => normalizeCheckInCode(c) !== null, msg('checkIn.badCode')),
});
export type CheckInInput = z.input<typeof checkInInputSchema>;

/** What staff see after a scan: who, which session, and whether this scan checked them in. */
export const checkInResultSchema = z.object({
  message: z.string(),
  /** False when they were already checked in (the scan changed nothing). */
  checkedIn: z.boolean(),
  bookingId: z.number().int(),
  athlete: z.object({ firstName: z.string(), lastName: z.string() }),
  session: z.object({ id: z.number().int(), name: z.string(), startsAt: z.string(), location: z.string() }),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** What a kiosk shows a member: their first name and initial, never more (the screen is public). */
export const kioskCheckInResultSchema = z.object({
  message: z.string(),
  checkedIn: z.boolean(),
  name: z.string(),
  session: z.object({ name: z.string(), startsAt: z.string(), location: z.string() }),
});
export type KioskCheckInResult = z.infer<typeof kioskCheckInResultSchema>;

export const startKioskSchema = z.object({ label: text().min(1, msg('checkIn.kioskLabel')).max(60) });

export const kioskSchema = z.object({ label: z.string(), business: z.string(), expiresAt: z.string() });
export type Kiosk = z.infer<typeof kioskSchema>;

/** A running kiosk as staff see it in the list on the check-in page. */
export const kioskListEntrySchema = z.object({ id: z.number().int(), label: z.string(), startedBy: z.string(), createdAt: z.string(), expiresAt: z.string() });

const tags = ['check-in'];

export const checkInApi = {
  /** Staff scan or type a booking's code: it is checked in under the 60-minute rule. */
  scan: endpoint({ method: 'POST', path: '/api/staff/check-in', body: checkInInputSchema, response: checkInResultSchema, access: 'staff', tags }),
  /** Staff turn this device into a kiosk: their sign-in here ends, the kiosk's cookie begins. */
  startKiosk: endpoint({ method: 'POST', path: '/api/staff/kiosks', body: startKioskSchema, response: kioskSchema, status: 201, access: 'staff', tags }),
  kiosks: endpoint({ method: 'GET', path: '/api/staff/kiosks', response: z.array(kioskListEntrySchema), access: 'staff', tags }),
  endKioskByStaff: endpoint({ method: 'DELETE', path: '/api/staff/kiosks/:id', params: idParams, response: messageSchema, access: 'staff', tags }),
  /** The kiosk this device is, or 401. */
  kiosk: endpoint({ method: 'GET', path: '/api/kiosk', response: kioskSchema, tags }),
  kioskScan: endpoint({ method: 'POST', path: '/api/kiosk/check-in', body: checkInInputSchema, response: kioskCheckInResultSchema, tags }),
  /** Leaves kiosk mode on this device (staff sign in again to use it otherwise). */
  endKiosk: endpoint({ method: 'POST', path: '/api/kiosk/end', response: messageSchema, tags }),
};
