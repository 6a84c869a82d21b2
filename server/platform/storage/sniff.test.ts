import { describe, expect, it } from 'vitest';
import { makeJpeg, makeMp4 } from '../../test/media-files.ts';
import { sniffMedia } from './sniff.ts';

/** An `ftyp` box: size, type, major brand, minor version, compatible brands; then an `mdat` header. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const box = Buffer.from(`0000ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1');
  box.writeUInt32BE(box.length, 0);
  return Buffer.concat([box, Buffer.from('\0\0\0\x08mdat', 'latin1'), Buffer.alloc(32)]);
}

describe('sniffMedia', () => {
  it('names real JPEG and MP4 files by their bytes', async () => {
    expect(await sniffMedia((await makeJpeg()).subarray(0, 64))).toEqual({ fileType: 'IMAGE', mimeType: 'image/jpeg', extension: 'jpg' });
    expect(await sniffMedia((await makeMp4(1)).subarray(0, 64))).toEqual({ fileType: 'VIDEO', mimeType: 'video/mp4', extension: 'mp4' });
  });

  it('accepts the MP4, MOV and 3GP brands phones and cameras write, as major or compatible brand', async () => {
    for (const major of ['isom', 'mp42', 'mp41', 'avc1', 'iso5', 'M4V ', '3gp4']) expect((await sniffMedia(ftyp(major)))?.mimeType).toBe('video/mp4');
    expect((await sniffMedia(ftyp('XAVC', 'XAVC', 'mp42', 'iso2')))?.mimeType).toBe('video/mp4');
    expect(await sniffMedia(ftyp('qt  ', 'qt  '))).toEqual({ fileType: 'VIDEO', mimeType: 'video/quicktime', extension: 'mov' });
  });

  it('reads the HEIF and AVIF brands as images', async () => {
    for (const major of ['heic', 'heix', 'mif1', 'msf1'])
      expect(await sniffMedia(ftyp(major))).toEqual({ fileType: 'IMAGE', mimeType: 'image/heic', extension: 'heic' });
    expect((await sniffMedia(ftyp('avif', 'mif1')))?.mimeType).toBe('image/avif');
  });

  it('refuses an MP4 header with a made-up brand, MP4 audio and a raw photo', async () => {
    expect(await sniffMedia(ftyp('zzzz'))).toBeNull();
    expect(await sniffMedia(ftyp('abcd', 'wxyz'))).toBeNull();
    expect(await sniffMedia(ftyp('M4A ', 'M4A ', 'mp42', 'isom'))).toBeNull();
    expect(await sniffMedia(ftyp('crx ', 'crx '))).toBeNull();
  });

  it('takes a PNG renamed .mp4 for the PNG it is, never for a video', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('\0\0\0\x0dIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89', 'latin1'),
    ]);
    expect(await sniffMedia(png)).toEqual({ fileType: 'IMAGE', mimeType: 'image/png', extension: 'png' });
  });

  it('refuses an empty file, a short one and text', async () => {
    expect(await sniffMedia(Buffer.alloc(0))).toBeNull();
    expect(await sniffMedia(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(await sniffMedia(Buffer.from('#!/bin/sh\necho "not a video"\n'))).toBeNull();
    expect(await sniffMedia(Buffer.concat([Buffer.from('\x7fELF', 'latin1'), Buffer.alloc(60)]))).toBeNull();
  });
});
