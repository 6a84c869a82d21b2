import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface JsBudgetResult {
  scripts: ScriptSize[];
  totalBytes: number;
  totalGzipBytes: number;
}

/**
 * The JavaScript the page at `url` loads before it is interactive: every script response until the
 * network is idle after the load event (lazy chunks fetched later, on navigation or interaction,
 * are not counted), plus inline scripts. Sizes are of the decoded bodies, gzipped here with zlib at
 * its default level, so the figure does not depend on what the server compresses.
 */
export async function measureJs(url: string): Promise<JsBudgetResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const pending: Promise<ScriptSize | null>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res.body().then(
          (body) => ({ url: res.url(), bytes: body.length, gzipBytes: zlib.gzipSync(body).length }),
          () => null,
        ),
      );
    });
    const main = await page.goto(url, { waitUntil: 'networkidle' });
    if (!main?.ok()) throw new Error(`${url}: ${main?.status()}`);
    const inline = await page.evaluate(() => Array.from(document.querySelectorAll('script:not([src])'), (s) => s.textContent ?? '').filter((t) => t.trim()));
    const scripts = (await Promise.all(pending)).filter((s): s is ScriptSize => s !== null);
    inline.forEach((text, i) => {
      const body = Buffer.from(text);
      scripts.push({ url: `(inline script ${i + 1})`, bytes: body.length, gzipBytes: zlib.gzipSync(body).length });
    });
    await context.close();
    return {
      scripts,
      totalBytes: scripts.reduce((n, s) => n + s.bytes, 0),
      totalGzipBytes: scripts.reduce((n, s) => n + s.gzipBytes, 0),
    };
  } finally {
    await browser.close();
  }
}
