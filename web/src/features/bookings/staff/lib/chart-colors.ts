/**
 * The report chart's colours, one per program in order: each at least 3:1 against the white chart
 * (WCAG's contrast for graphics) and far enough from every other that two programs never look alike
 * (issue 34: two near-identical oranges stood side by side). chart-colors.test.ts checks both.
 */
export const CHART_COLORS = ['#c2410c', '#0369a1', '#15803d', '#7e22ce', '#475569', '#be185d', '#0d9488', '#854d0e'] as const;
