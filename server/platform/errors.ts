import { messageText, msg, parseRef, type MessageId } from '../../common/messages/index.ts';

/**
 * An error whose status and message are meant for the person using the app. The message is a
 * catalogue reference (`msg('bookings.full')`, decision 071), worded in the request's language when
 * answered, with its id as `messageId`; features not yet moved still pass an English sentence,
 * which server/platform/i18n/messages-es.ts translates. `message` is always English (logs, tests).
 */
export class HttpError extends Error {
  /** The catalogue reference the message was made from (undefined for a plain sentence). */
  readonly ref: string | undefined;
  readonly messageId: MessageId | undefined;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    const parsed = parseRef(message);
    super(parsed ? messageText(message, 'en') : message);
    this.name = 'HttpError';
    this.ref = parsed ? message : undefined;
    this.messageId = parsed?.id;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = msg('platform.unauthorized')) => new HttpError(401, message);
export const forbidden = (message: string = msg('platform.forbidden')) => new HttpError(403, message);
export const notFound = (message: string = msg('platform.notFound')) => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, extra);
export const tooMany = (message: string, retryAfterSeconds: number) => new HttpError(429, message, { retryAfterSeconds });
