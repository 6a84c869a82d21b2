import QRCode from 'qrcode';

/** A QR code of `text` as a PNG (for e-mail, where an image must travel as an attachment). */
export async function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
