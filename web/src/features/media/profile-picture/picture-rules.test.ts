import { describe, expect, it } from 'vitest';
import { MAX_PROFILE_PICTURE_BYTES } from '@common/media';
import { checkPicture } from './picture-rules';

describe('checkPicture', () => {
  it('accepts an image of exactly 5 MB', () => {
    expect(checkPicture({ size: MAX_PROFILE_PICTURE_BYTES, type: 'image/png' })).toBe('ok');
  });

  it('refuses an image one byte over 5 MB as too large', () => {
    expect(checkPicture({ size: MAX_PROFILE_PICTURE_BYTES + 1, type: 'image/jpeg' })).toBe('too-large');
  });

  it('refuses a file that is not an image', () => {
    expect(checkPicture({ size: 1000, type: 'application/pdf' })).toBe('not-image');
  });

  it('lets the server judge a file whose type the browser does not know', () => {
    expect(checkPicture({ size: 1000, type: '' })).toBe('ok');
  });
});
