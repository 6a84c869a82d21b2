import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

/**
 * A video file of a QR code for Chromium's fake camera (`--use-file-for-fake-video-capture`): a
 * Y4M (YUV 4:2:0) clip of one still frame, the code black on white in the middle, so the check-in
 * page reads it through the real camera path (getUserMedia, frames, the decoder).
 */
export function qrVideo(text: string): string {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = Math.floor((Math.min(width, height) * 0.7) / modules.size);
  const left = Math.floor((width - modules.size * cell) / 2);
  const top = Math.floor((height - modules.size * cell) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < cell; y++)
        luma.fill(16, (top + row * cell + y) * width + left + col * cell, (top + row * cell + y) * width + left + (col + 1) * cell);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(os.tmpdir(), `octane-qr-${process.pid}-${text.replace(/\W/g, '')}.y4m`);
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`), frame, frame]));
  return file;
}
