import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.ts';

/** A one-stream PDF body as pdfkit writes one: the page's text operations, Flate-compressed. */
function pdfWith(text: string): { pdf: Buffer; last: number } {
  const content = Buffer.from(`BT\n[<${Buffer.from(text, 'latin1').toString('hex')}> 0] TJ\nET\n`, 'latin1');
  const stream = deflateSync(content);
  const head = Buffer.from(`%PDF-1.3\n5 0 obj\n<<\n/Length ${stream.length}\n/Filter /FlateDecode\n>>\nstream\n`, 'latin1');
  return { pdf: Buffer.concat([head, stream, Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1')]), last: stream[stream.length - 1]! };
}

describe('pdfText', () => {
  it('reads a page whose compressed bytes end in a carriage return (the stream is read by its /Length)', () => {
    // Find a text whose compressed stream ends with CR, as one in a few hundred pdfkit pages does.
    let found: { pdf: Buffer; text: string } | null = null;
    for (let i = 0; i < 512 && !found; i++) {
      const text = `Team progress report ${'a'.repeat(i)}`;
      const { pdf, last } = pdfWith(text);
      if (last === 0x0d) found = { pdf, text };
    }
    expect(found).not.toBeNull();
    expect(pdfText(found!.pdf)).toEqual([found!.text]);
  });

  it('reads an ordinary page', () => {
    expect(pdfText(pdfWith('No hubo sesiones este mes.').pdf)).toEqual(['No hubo sesiones este mes.']);
  });
});
