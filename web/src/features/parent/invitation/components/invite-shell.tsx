import { MailOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/ui/card';
import { IconTile } from '@/ui/icon-tile';

/** The invitation page's frame: a centred card with its heading and lead. */
export function InviteShell({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-16">
      <Card className="mx-auto max-w-lg p-6 sm:p-8">
        <IconTile icon={MailOpen} className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600" iconClassName="size-6" />
        <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink-900">{title}</h1>
        {lead && <div className="mt-2 text-slate-700">{lead}</div>}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
