import type { LucideIcon } from 'lucide-react';

/** The head of an account or setup card: icon tile, h2 (with `id` when it names a region) and a line of text. */
export function SectionTitle({ icon: Icon, title, description, id }: { icon: LucideIcon; title: string; description?: string; id?: string }) {
  return (
    <div className="mb-5 flex items-start gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <h2 id={id} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </div>
    </div>
  );
}
