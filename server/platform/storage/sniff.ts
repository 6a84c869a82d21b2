/** What a file is, by its first bytes (never by its name). */
export interface Sniffed {
  fileType: 'VIDEO' | 'IMAGE';
  mimeType: string;
  extension: string;
}

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');

export function sniffMedia(head: Buffer): Sniffed | null {
  if (head.length < 12) return null;
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { fileType: 'IMAGE', mimeType: 'image/jpeg', extension: 'jpg' };
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { fileType: 'IMAGE', mimeType: 'image/png', extension: 'png' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return { fileType: 'IMAGE', mimeType: 'image/gif', extension: 'gif' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { fileType: 'IMAGE', mimeType: 'image/webp', extension: 'webp' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'AVI ') return { fileType: 'VIDEO', mimeType: 'video/x-msvideo', extension: 'avi' };
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return { fileType: 'VIDEO', mimeType: 'video/webm', extension: 'webm' };
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (['heic', 'heix', 'mif1', 'msf1'].includes(brand)) return { fileType: 'IMAGE', mimeType: 'image/heic', extension: 'heic' };
    if (brand === 'avif') return { fileType: 'IMAGE', mimeType: 'image/avif', extension: 'avif' };
    if (brand === 'qt  ') return { fileType: 'VIDEO', mimeType: 'video/quicktime', extension: 'mov' };
    return { fileType: 'VIDEO', mimeType: 'video/mp4', extension: 'mp4' };
  }
  return null;
}
