/**
 * "Chrome on Windows": a person's name for the browser of a session (the sessions page, issue 16)
 * or of a device with notifications on (decision 058).
 * Only the common families are told apart; anything else is "A browser" on "an unknown system".
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const WORDS = {
  en: { on: (browser: string, system: string) => `${browser} on ${system}`, browser: 'A browser', system: 'an unknown system', unknown: 'Unknown device' },
  es: {
    on: (browser: string, system: string) => `${browser} en ${system}`,
    browser: 'Un navegador',
    system: 'un sistema desconocido',
    unknown: 'Dispositivo desconocido',
  },
} as const;

/** "Chrome on Windows" / "Chrome en Windows", in the reader's language (the sessions page and push devices). */
export function describeDevice(userAgent: string | null | undefined, lang: 'en' | 'es' = 'en'): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  const w = WORDS[lang];
  if (!browser && !system) return w.unknown;
  return w.on(browser ?? w.browser, system ?? w.system);
}
