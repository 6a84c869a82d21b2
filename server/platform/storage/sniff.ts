import { fileTypeFromBuffer } from 'file-type';

/** What a file is, by its first bytes (never by its name). */
export interface Sniffed {
  fileType: 'VIDEO' | 'IMAGE';
  mimeType: string;
  extension: string;
}

const image = (mimeType: string, extension: string): Sniffed => ({ fileType: 'IMAGE', mimeType, extension });
const video = (mimeType: string, extension: string): Sniffed => ({ fileType: 'VIDEO', mimeType, extension });
const MP4 = video('video/mp4', 'mp4');

/**
 * The types we accept, keyed by file-type's extension, with the labels records have always carried
 * (decision 030): an animated PNG is a PNG, Matroska is served as WebM, every MP4 flavour as MP4.
 * Anything else file-type knows (audio, raw photos, documents) is refused.
 */
const ACCEPTED: Record<string, Sniffed> = {
  jpg: image('image/jpeg', 'jpg'),
  png: image('image/png', 'png'),
  apng: image('image/png', 'png'),
  gif: image('image/gif', 'gif'),
  webp: image('image/webp', 'webp'),
  heic: image('image/heic', 'heic'),
  avif: image('image/avif', 'avif'),
  avi: video('video/x-msvideo', 'avi'),
  webm: video('video/webm', 'webm'),
  mkv: video('video/webm', 'webm'),
  mov: video('video/quicktime', 'mov'),
  mp4: MP4,
  m4v: MP4,
  f4v: MP4,
  '3gp': MP4,
  '3g2': MP4,
};

/** The ISO media types (an `ftyp` box first); file-type also finds some of them without one, which we refuse. */
const ISO_MEDIA = new Set(['heic', 'avif', 'mov', 'mp4', 'm4v', 'f4v', '3gp', '3g2']);
const VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'avc1',
  'mmp4',
  'MSNV',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'F4V ',
  'qt  ',
]);

/**
 * The major and compatible brands of the leading `ftyp` box. file-type takes any brand it does
 * not know for MP4; a video must name a brand we know (or a 3GPP one) among them.
 */
function brands(head: Buffer): string[] {
  if (head.length < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return [];
  const end = Math.min(head.readUInt32BE(0), head.length);
  const out = [head.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) out.push(head.toString('latin1', at, at + 4));
  return out;
}
const namesVideoBrand = (head: Buffer) => brands(head).some((b) => VIDEO_BRANDS.has(b) || /^3g[p2]/.test(b));

/** What an upload is by its first bytes (64 are enough), or null when we do not accept it. */
export async function sniffMedia(head: Buffer): Promise<Sniffed | null> {
  const found = await fileTypeFromBuffer(head);
  const kind = found && ACCEPTED[found.ext];
  if (!found || !kind) return null;
  if (!ISO_MEDIA.has(found.ext)) return kind;
  if (kind.fileType === 'IMAGE') return brands(head).length > 0 ? kind : null;
  return namesVideoBrand(head) ? kind : null;
}
