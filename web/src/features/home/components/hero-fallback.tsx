// Kept to the bands above and below the centred hero text (and the free right side on wide screens).
const EMOJIS = [
  { e: '⚽', className: 'top-[5%] right-[7%] text-5xl sm:text-7xl rotate-12' },
  { e: '🏀', className: 'top-[7%] left-[36%] text-4xl sm:text-6xl -rotate-6' },
  { e: '🏈', className: 'bottom-[4%] right-[9%] text-5xl sm:text-7xl -rotate-12' },
  { e: '🏃', className: 'bottom-[6%] left-[42%] hidden text-5xl sm:block' },
  { e: '🏐', className: 'top-[42%] right-[10%] hidden text-7xl xl:block rotate-6' },
  { e: '⏱️', className: 'bottom-[5%] left-[8%] text-4xl sm:text-5xl' },
];

const GRADIENT = [
  'radial-gradient(circle at 85% 20%, rgba(249, 115, 22, 0.45), transparent 45%)',
  'radial-gradient(circle at 70% 95%, rgba(194, 65, 12, 0.5), transparent 40%)',
  'linear-gradient(135deg, #0b1220 0%, #15213b 55%, #431407 100%)',
].join(', ');

/** The hero background on phones and when the video fails: a gradient with sport emojis. */
export function HeroFallback() {
  return (
    <div data-testid="hero-fallback" aria-hidden="true" className="absolute inset-0 -z-20 overflow-hidden" style={{ backgroundImage: GRADIENT }}>
      {EMOJIS.map(({ e, className }) => (
        <span key={e} className={`absolute opacity-50 drop-shadow-lg sm:opacity-75 select-none ${className}`}>
          {e}
        </span>
      ))}
    </div>
  );
}
