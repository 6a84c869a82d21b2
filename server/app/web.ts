import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { pageMeta, withMeta } from '../features/profiles/page-meta.ts';

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/** The built web app's pages with their meta tags (for pages answered by the error handler); throws when the web app is not built. */
export function pageRenderer(db: Db, config: Config): (path: string) => Promise<string> {
  const indexHtml = readIndexHtml();
  return async (path) =>
    withMeta(indexHtml, await pageMeta(db, path, config.BUSINESS_NAME).catch(() => null), config.APP_ORIGIN ?? `http://localhost:${config.PORT}`);
}

function readIndexHtml(): string {
  const indexPath = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexPath)) throw new Error(`The web app is not built (${indexPath} is missing): run npm run build.`);
  return fs.readFileSync(indexPath, 'utf8');
}
