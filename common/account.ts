import { z } from 'zod';
import { accountExportSchema, deleteAccountSchema, deletionPreviewSchema } from './account-data.ts';
import {
  accountUpdateResultSchema,
  accountUpdateSchema,
  confirmEmailSchema,
  languageInputSchema,
  messageSchema,
  passwordChangeSchema,
  userSchema,
} from './auth.ts';
import { contactDetailsBodySchema, contactDetailsResultSchema } from './contact-details.ts';
import { endpoint } from './endpoint.ts';
import { userProfileSetupSchema } from './profiles.ts';
import { deviceSessionSchema, sessionIdParams } from './sessions.ts';

const tags = ['account'];

/**
 * The account feature's endpoints (decision 032); their schemas live in auth.ts, account-data.ts,
 * contact-details.ts, sessions.ts and profiles.ts. `GET /api/account/export` is a file download (content-disposition),
 * so its route is written by hand.
 */
export const accountApi = {
  /** The profile setup (age, sport, goals, picture): answers the updated user. */
  profileSetup: endpoint({ method: 'PUT', path: '/api/user/profile', body: userProfileSetupSchema, response: userSchema, access: 'user', tags }),
  /** The name at once; a new e-mail (with the current password) waits for the link sent to it. */
  update: endpoint({ method: 'PATCH', path: '/api/account', body: accountUpdateSchema, response: accountUpdateResultSchema, access: 'user', tags }),
  /** The e-mailed link to a new address, or the sign-up address: the token alone proves the inbox (no sign-in needed). */
  confirmEmail: endpoint({ method: 'POST', path: '/api/account/confirm-email', body: confirmEmailSchema, response: messageSchema, tags }),
  /** A new verification link (older ones stop working); 409 once verified, 429 past 3 an hour. */
  resendVerification: endpoint({ method: 'POST', path: '/api/account/verify-email/resend', response: messageSchema, access: 'user', tags }),
  language: endpoint({ method: 'PUT', path: '/api/account/language', body: languageInputSchema, response: userSchema, access: 'user', tags }),
  /** Needs the current password; the account's other sessions end. */
  changePassword: endpoint({ method: 'POST', path: '/api/account/password', body: passwordChangeSchema, response: messageSchema, access: 'user', tags }),
  /** The address and emergency contact of the account's own athlete registration (issue 29). */
  contactDetails: endpoint({ method: 'GET', path: '/api/account/contact-details', response: contactDetailsResultSchema, access: 'user', tags }),
  /** Changes them; an athlete without a registration adds it (with the age and the waiver). */
  saveContactDetails: endpoint({
    method: 'PUT',
    path: '/api/account/contact-details',
    body: contactDetailsBodySchema,
    response: contactDetailsResultSchema,
    access: 'user',
    tags,
  }),
  /** What deleting the account would take (issue 29): the delete dialog lists it before asking for the password. */
  deletionPreview: endpoint({ method: 'GET', path: '/api/account/deletion-preview', response: deletionPreviewSchema, access: 'user', tags }),
  /** Needs the password again; every session ends and the cookie is cleared. */
  delete: endpoint({ method: 'POST', path: '/api/account/delete', body: deleteAccountSchema, response: messageSchema, access: 'user', tags }),
  /** Where the account is signed in. */
  sessions: endpoint({ method: 'GET', path: '/api/account/sessions', response: z.array(deviceSessionSchema), access: 'user', tags }),
  endSession: endpoint({ method: 'DELETE', path: '/api/account/sessions/:id', params: sessionIdParams, response: messageSchema, access: 'user', tags }),
  endOtherSessions: endpoint({ method: 'POST', path: '/api/account/sessions/sign-out-others', response: messageSchema, access: 'user', tags }),
  /** Download my data: the signed-in member's own data as a JSON file (a download: the answer says `attachment`). */
  export: endpoint({ method: 'GET', path: '/api/account/export', response: accountExportSchema, access: 'user', tags }),
};
