import { MAX_PROFILE_PICTURE_BYTES } from '@common/media';

export type PictureCheck = 'ok' | 'too-large' | 'not-image';

/**
 * Whether a chosen file may be used as a profile picture: an image, at most 5 MB. Part 2, sections 5
 * and 8: the error shown otherwise is in the common namespace (picture.tooLarge, picture.notImage).
 */
export function checkPicture(file: { size: number; type: string }): PictureCheck {
  if (file.type && !file.type.startsWith('image/')) return 'not-image';
  if (file.size > MAX_PROFILE_PICTURE_BYTES) return 'too-large';
  return 'ok';
}
