import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit with its standard fonts shows, one line per text operation
 * (tests only). Its page streams are Flate-compressed (or plain with `compress: false`); each
 * `[<hex> kerning <hex> ...] TJ` holds the glyph codes of the WinAnsi encoding, which match
 * Latin-1 for the letters Spanish needs.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // A stream's bytes are read by its dictionary's /Length, not up to the next "endstream": compressed
  // bytes may hold a CR or LF right before it (then a pattern would cut a byte off and lose the page).
  const streams = /<<((?:[^<>]|<<[^<>]*>>|<[0-9a-fA-F]*>)*)>>\s*stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const length = /\/Length (\d+)(?! \d+ R)/.exec(m[1]!);
    if (!length) continue;
    const bytes = pdf.subarray(m.index + m[0].length, m.index + m[0].length + Number(length[1]));
    let content: string;
    try {
      content = (/\/Filter \/FlateDecode/.test(m[1]!) ? inflateSync(bytes) : bytes).toString('latin1');
    } catch {
      continue; // not a page's content (a font or an image)
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return lines;
}
