import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { Splash } from './splash';

it('index.html paints the same splash that the app renders while it loads', () => {
  const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1];
  expect(root).toBe(renderToStaticMarkup(<Splash />));
});
