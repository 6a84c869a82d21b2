import { CATALOGUE } from '../../../common/messages/index.ts';

/**
 * What is left of the server's sentence-keyed Spanish (decision 071). Features moved to the message
 * catalogue (common/messages/, listed in messages-es.test.ts) throw ids and are worded by id; the
 * features not moved yet still word their messages in English, and a request in Spanish gets the
 * sentence from here: exact sentences first, then patterns for the ones with figures or names in
 * them. A sentence not listed stays English, and messages-es.test.ts fails for every server and
 * common message missing. An entry goes when its feature moves to ids.
 */
export const EXACT_ES: Record<string, string> = {
  // Platform
  'Something went wrong on our side. Please try again.': 'Algo salió mal por nuestra parte. Inténtalo de nuevo.',
  'The request is too large.': 'La solicitud es demasiado grande.',
  'This content type is not supported.': 'Este tipo de contenido no es compatible.',
  'Cross-site requests are not allowed.': 'No se permiten solicitudes desde otros sitios.',
  'This is for staff only.': 'Esto es solo para el personal.',
  // No-show and late-cancel policy (issue 32, decision 059)
  // Booking windows (issue 32)
  // Auth and account
  // Coach approval and forgot password (issue 16)
  // Bookings and checkout
  // Receipts (issue 29)
  // The sibling discount (issue 29, decision 044)
  // The liability waiver (issue 29, decision 043)
  // Session packs (issue 18)
  // Waitlists (issue 18)
  // Plans
  // Dunning and pause (issue 29)
  // Pickup games
  // Media and feedback
  // Parents and invitations
  // Staff
  // Check-in by code and the kiosk (issue 32, decision 057)
  // Delete my account (issue 16, decision 026)
  // A child without e-mail (issue 29)
  // A child's own login (decision 047)
  // The account's contact details (issue 29): the athlete registration's rules (common/registration.ts)
  // E-mail change and verification (issue 16)
  // Age groups (issue 29)
  // The sessions page (issue 16)
  // Session reminders (issue 32, decision 048)
  // Web push (issue 32, decision 058)
  // Training plans, the coach's side (issue 30).
  // The premium library (issue 30, decision 051)
  'Please give it a title.': 'Ponle un título.',
  // Training plans, the athlete's side (issue 30).
  // Tests, test days and leaderboards (issue 31, decision 053).
  // Groups and team progress reports (issue 31, decision 054).
};

/** Sentences with figures or names: the English pattern and its Spanish wording. */
export const PATTERNS_ES: Array<[RegExp, (...groups: string[]) => string]> = [
  [
    /^Advanced analytics are not included in the (.+) plan\. Upgrade to see trends and percentiles\.$/,
    (plan) => `La analítica avanzada no está incluida en el plan ${plan}. Mejora tu plan para ver tendencias y percentiles.`,
  ],
];

/**
 * The catalogue's plain messages by their English, for English stored in a row before or after the
 * move (a payment's failure message): such text is no longer an answer being worded, so it has no id.
 */
let storedEnglish: Map<string, string> | undefined;
function catalogueSpanish(english: string): string | undefined {
  storedEnglish ??= new Map(
    Object.values(CATALOGUE).flatMap((feature) =>
      Object.values(feature as Record<string, { en: unknown; es: unknown }>).flatMap((e) =>
        typeof e.en === 'string' && typeof e.es === 'string' ? [[e.en, e.es] as const] : [],
      ),
    ),
  );
  return storedEnglish.get(english);
}

export function toSpanish(message: string): string {
  const exact = EXACT_ES[message] ?? catalogueSpanish(message);
  if (exact) return exact;
  for (const [pattern, render] of PATTERNS_ES) {
    const m = pattern.exec(message);
    if (m) return render(...m.slice(1));
  }
  return message;
}
