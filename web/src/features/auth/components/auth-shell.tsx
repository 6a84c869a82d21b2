import type { ReactNode } from 'react';
import { Card } from '@/ui/card';

export function AuthShell({ title, subtitle, children, footer }: { title: ReactNode; subtitle: ReactNode; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="relative isolate overflow-hidden bg-gradient-to-br from-ink-900 via-ink-800 to-brand-900 px-4 py-12 sm:py-20">
      <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-sm text-slate-700">{subtitle}</p>
        <div className="mt-6">{children}</div>
        <div className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-700">{footer}</div>
      </Card>
    </div>
  );
}
