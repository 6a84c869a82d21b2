export interface SocialLink {
  key: string;
  label: string;
  /** Null when the value is not a web address (shown as text, never as a link). */
  href: string | null;
  text: string;
}

const LABELS: Record<string, string> = { instagram: 'Instagram', twitter: 'Twitter', linkedin: 'LinkedIn', website: 'Website', company: 'Company' };
const ORDER = Object.keys(LABELS);

/** Only http(s) addresses become links, so a stored "javascript:" value can never run. */
export function safeHref(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The known social links in a fixed order (instagram, twitter, linkedin, website, company); blanks left out. */
export function socialLinks(map: Record<string, string>): SocialLink[] {
  return ORDER.filter((k) => map[k]?.trim()).map((key) => {
    const text = map[key]!.trim();
    return { key, label: LABELS[key]!, href: safeHref(text), text };
  });
}
