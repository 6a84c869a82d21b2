import { BookOpen, Eye, EyeOff, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { StaffLibraryItem } from '@common/library';
import { useT } from '@/lib/i18n/i18next';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { useNotify } from '@/lib/staff/notify';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { spokenDuration } from '../../lib/duration';
import { useSkillLabel } from '../../lib/use-skill-label';
import { useSportLabel } from '../../lib/use-sport-label';
import { useStaffLibrary, useUpdateLibraryItem } from '../api/use-staff-library';
import { LibraryItemDialog } from './library-item-dialog';

/** The library in the staff workspace: publish videos and articles, edit them, unpublish or publish again. */
export function LibrarySection() {
  const { t } = useT('library');
  const notify = useNotify();
  const sportLabel = useSportLabel();
  const skillLabel = useSkillLabel();
  const items = useStaffLibrary();
  const update = useUpdateLibraryItem();
  const [editing, setEditing] = useState<StaffLibraryItem | 'new' | null>(null);
  const list = items.data ?? [];

  const toggle = (item: StaffLibraryItem) =>
    update.mutate(
      { id: item.id, published: !item.published },
      {
        onSuccess: () => notify.saved(t(item.published ? 'staff.unpublishedToast' : 'staff.publishedToast', { title: item.title })),
        onError: (err) => notify.error(err),
      },
    );

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader
        title={t('staff.title')}
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('staff.new')}
          </Button>
        }
      >
        {t('staff.lead')}
      </SectionHeader>
      <QueryState query={items} what={t('staff.title')} empty={{ when: list.length === 0, icon: BookOpen, title: t('staff.empty') }}>
        <ul className="space-y-2" aria-label={t('staff.title')}>
          {list.map((item) => (
            <li key={item.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center">
              {item.thumbnailUrl ? (
                <img src={item.thumbnailUrl} alt="" className="aspect-video w-28 shrink-0 rounded object-cover" />
              ) : (
                <div className="hidden w-28 sm:block" />
              )}
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold text-ink-900">{item.title}</p>
                <p className="flex flex-wrap gap-2 text-xs text-slate-700">
                  <Badge tone={item.published ? 'success' : 'secondary'}>{item.published ? t('staff.published') : t('staff.draft')}</Badge>
                  <Badge tone={item.isFree ? 'success' : 'primary'}>{item.isFree ? t('staff.free') : t('staff.premium')}</Badge>
                  <span>
                    {t(`kinds.${item.kind}`)}
                    {item.durationSeconds ? ` · ${spokenDuration(item.durationSeconds)}` : ''}
                  </span>
                  <span>
                    {sportLabel(item.sport)} · {t(`levels.${item.level}`)} · {skillLabel(item.skill)}
                  </span>
                </p>
              </div>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(item)} aria-label={`${t('staff.edit')}: ${item.title}`}>
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('staff.edit')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={update.isPending}
                  onClick={() => toggle(item)}
                  aria-label={`${item.published ? t('staff.unpublish') : t('staff.publish')}: ${item.title}`}
                >
                  {item.published ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
                  {item.published ? t('staff.unpublish') : t('staff.publish')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </QueryState>
      <LibraryItemDialog item={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
