import { Link } from 'wouter';

const LOOK = {
  /** As wide as a page's text (a failed load). */
  wide: {
    box: 'mx-auto max-w-3xl px-4 py-16 text-center',
    message: 'text-lg font-semibold text-ink-900',
    link: 'mt-4 inline-block font-semibold text-brand-700 underline',
  },
  /** As narrow as a checkout. */
  narrow: {
    box: 'mx-auto max-w-xl px-4 py-16 text-center',
    message: 'text-lg font-semibold',
    link: 'mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2',
  },
} as const;

interface MessageWithLinkProps {
  look: keyof typeof LOOK;
  message: string;
  href: string;
  /** The link's words. */
  link: string;
}

/** A page that is only a sentence, centred, and the one link onward (a failed load, a signed-out visitor). */
export function MessageWithLink({ look, message, href, link }: MessageWithLinkProps) {
  const l = LOOK[look];
  return (
    <div className={l.box}>
      <p className={l.message}>{message}</p>
      <Link href={href} className={l.link}>
        {link}
      </Link>
    </div>
  );
}
