import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { msg } from './messages/index.ts';

/**
 * Web push (issue 32, decision 058): a member turns notifications on for a device (one
 * subscription per browser), sees the devices with push on and removes any of them. Session
 * reminders then come to those devices too, at the push offsets staff set.
 */

/** The push service address: https, at most 2,000 characters, no control characters. */
const MAX_ENDPOINT = 2000;
/** The browser's ECDH key: an uncompressed P-256 point (65 bytes, starting 0x04), base64url without padding. */
export const P256DH_PATTERN = /^B[A-Za-z0-9_-]{86}$/;
/** The auth secret: 16 bytes, base64url without padding. */
export const AUTH_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const pushEndpointSchema = z
  .string({ error: msg('push.endpointInvalid') })
  .max(MAX_ENDPOINT, msg('push.endpointInvalid'))
  // eslint-disable-next-line no-control-regex
  .refine((s) => !/[\u0000-\u001f\u007f\s]/.test(s), msg('push.endpointInvalid'))
  .refine((s) => {
    try {
      const u = new URL(s);
      return u.protocol === 'https:' && u.hostname.length > 0 && !u.username && !u.password;
    } catch {
      return false;
    }
  }, msg('push.endpointInvalid'));

/** What PushSubscription.toJSON() gives, without expirationTime (browsers send null). */
export const pushSubscribeSchema = z.strictObject({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject(
    {
      p256dh: z.string({ error: msg('push.keysInvalid') }).regex(P256DH_PATTERN, msg('push.keysInvalid')),
      auth: z.string({ error: msg('push.keysInvalid') }).regex(AUTH_PATTERN, msg('push.keysInvalid')),
    },
    { error: msg('push.keysInvalid') },
  ),
});
export type PushSubscribeInput = z.input<typeof pushSubscribeSchema>;

export const pushDeviceSchema = z.object({
  id: z.number().int(),
  /** "Chrome on Android", from the browser's User-Agent. */
  label: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
  /** SHA-256 (hex) of the endpoint: the browser tells "this device" by hashing its own. */
  endpointHash: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;
export const pushDevicesSchema = z.object({ devices: z.array(pushDeviceSchema) });
export const pushKeySchema = z.object({ publicKey: z.string() });
export const pushDeviceParams = z.object({
  id: z.coerce
    .number({ error: msg('push.deviceNotFound') })
    .int(msg('push.deviceNotFound'))
    .positive(msg('push.deviceNotFound'))
    .max(2_147_483_647, msg('push.deviceNotFound')),
});

/** The payload a push carries (the service worker shows it): in the recipient's language. */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;

const tags = ['push'];

export const pushApi = {
  /** The VAPID public key the browser subscribes with (the same on every node). */
  key: endpoint({ method: 'GET', path: '/api/push/key', response: pushKeySchema, tags }),
  devices: endpoint({ method: 'GET', path: '/api/account/push', response: pushDevicesSchema, access: 'user', tags }),
  /** Turn on for this browser: upsert by endpoint (one row per device). */
  subscribe: endpoint({
    method: 'POST',
    path: '/api/account/push',
    body: pushSubscribeSchema,
    response: z.object({ message: z.string(), device: pushDeviceSchema }),
    access: 'user',
    tags,
  }),
  /** Remove one of my devices (another account's is "not in your list"). */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/account/push/:id',
    params: pushDeviceParams,
    response: z.object({ message: z.string() }),
    access: 'user',
    tags,
  }),
};
