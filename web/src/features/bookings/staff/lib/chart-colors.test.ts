import { describe, expect, it } from 'vitest';
import { CHART_COLORS } from './chart-colors';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** CIELAB (D65) of an sRGB colour. */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = rgb(hex).map(linear) as [number, number, number];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}
const deltaE = (a: string, b: string) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]!));

describe('the report chart colours', () => {
  it('each stands out from the white chart at 3:1 or more', () => {
    for (const c of CHART_COLORS) expect(1.05 / (luminance(c) + 0.05), c).toBeGreaterThanOrEqual(3);
  });

  it('no two look alike (CIE76 distance over 25)', () => {
    for (const [i, a] of CHART_COLORS.entries()) for (const b of CHART_COLORS.slice(i + 1)) expect(deltaE(a, b), `${a} vs ${b}`).toBeGreaterThan(25);
  });

  it('the two oranges that stood side by side would fail', () => {
    expect(deltaE('#c2410c', '#b45309')).toBeLessThan(25);
  });
});
