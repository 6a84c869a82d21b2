import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../web/chromium.ts';
import type { RenderTruth, SceneSpec } from './spec.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ORIGIN = 'http://figure.local';
const FILES: Record<string, string> = {
  '/page/': path.join(root, 'bench/accuracy/page/'),
  '/lib/': path.join(root, 'bench/lib/'),
  '/three/': path.join(root, 'node_modules/three/'),
  '/mannequin/': path.join(root, 'node_modules/mannequin-js/'),
};
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.png': 'image/png', '.json': 'application/json' };

/**
 * Headless Chromium with WebGL on SwiftShader (the CPU), serving the figure page, three.js and
 * mannequin-js from the repository through request interception (no server, no port).
 */
export class FigureBrowser {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async open(): Promise<FigureBrowser> {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS.filter((a) => a !== '--disable-gpu' && a !== '--headless'),
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--ignore-gpu-blocklist',
      ],
    });
    const page = await browser.newPage({ viewport: { width: 640, height: 480 }, deviceScaleFactor: 1 });
    await page.route(`${ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/' || url.pathname === '/index.html') {
        return route.fulfill({ path: path.join(root, 'bench/accuracy/page/index.html'), contentType: 'text/html' });
      }
      const prefix = Object.keys(FILES).find((p) => url.pathname.startsWith(p));
      const file = prefix ? path.join(FILES[prefix]!, url.pathname.slice(prefix.length)) : null;
      if (!file || !fs.existsSync(file) || !fs.statSync(file).isFile()) return route.fulfill({ status: 404, body: 'not found' });
      return route.fulfill({ path: file, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${ORIGIN}/`);
    try {
      await page.waitForFunction(() => (window as unknown as { octaneFigureReady?: boolean }).octaneFigureReady === true, null, { timeout: 60_000 });
    } catch (err) {
      await browser.close();
      throw new Error(`the figure page did not start: ${errors.join('; ') || (err as Error).message}`);
    }
    return new FigureBrowser(browser, page);
  }

  /** Poses, renders and screenshots one scene: the PNG and its truth. */
  async render(spec: SceneSpec): Promise<{ png: Buffer; truth: RenderTruth }> {
    await this.page.setViewportSize(spec.size);
    const truth = (await this.page.evaluate(
      (s) => (window as unknown as { octaneFigure: { render(s: unknown): unknown } }).octaneFigure.render(s),
      spec,
    )) as RenderTruth;
    const png = await this.page.screenshot({ type: 'png', clip: { x: 0, y: 0, ...spec.size } });
    return { png, truth };
  }

  close() {
    return this.browser.close();
  }
}
