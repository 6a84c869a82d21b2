import { Mail } from 'lucide-react';

/** The athlete's e-mail with a mail icon, cut short when long. A span inside a label (phrasing content only), else a p. */
export function EmailLine({ email, as: Tag = 'p' }: { email: string; as?: 'p' | 'span' }) {
  return (
    <Tag className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
      <Mail className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{email}</span>
    </Tag>
  );
}
