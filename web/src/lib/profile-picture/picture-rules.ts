import { MAX_PROFILE_PICTURE_BYTES } from '@common/media';

/** Part 2, sections 5 and 8: the error shown for a picture of 5 MB or more. */
export const PICTURE_TOO_LARGE = { title: 'File too large', description: 'Please choose an image under 5MB' } as const;
export const PICTURE_NOT_IMAGE = { title: 'Images only', description: 'Please choose a PNG or JPG image.' } as const;
export const PICTURE_HINT = 'PNG, JPG up to 5MB';

export type PictureCheck = 'ok' | 'too-large' | 'not-image';

/** Whether a chosen file may be used as a profile picture: an image, at most 5 MB. */
export function checkPicture(file: { size: number; type: string }): PictureCheck {
  if (file.type && !file.type.startsWith('image/')) return 'not-image';
  if (file.size > MAX_PROFILE_PICTURE_BYTES) return 'too-large';
  return 'ok';
}
