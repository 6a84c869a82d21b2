import type { FeedPost } from '@common/content';
import { instantDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { EditRemoveButtons } from '@/ui/edit-remove-buttons';
import { PostKindBadges } from './post-kind-badges';

/** One post: title, where it shows, date and author, the start of the text; edit or remove. */
export function PostRow({ post: p, onEdit, onRemove }: { post: FeedPost; onEdit: () => void; onRemove: () => void }) {
  const { t, language } = useT('staff');
  return (
    <li data-testid="staff-post" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        {p.imageUrl && <img src={p.imageUrl} alt="" className="size-14 shrink-0 rounded-lg bg-slate-100 object-cover" />}
        <div className="min-w-0 space-y-1">
          <p className="font-semibold text-ink-900">{p.title}</p>
          <p className="text-xs text-slate-600">
            <time dateTime={p.createdAt}>{instantDate(p.createdAt, language)}</time>
            {p.coach && <> · {p.coach.name}</>}
          </p>
          <p className="line-clamp-2 text-sm text-slate-700">{p.content}</p>
          <PostKindBadges title={p.title} />
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <EditRemoveButtons name={p.title} editLabel={t('actions.edit')} removeLabel={t('actions.remove')} onEdit={onEdit} onRemove={onRemove} />
      </div>
    </li>
  );
}
