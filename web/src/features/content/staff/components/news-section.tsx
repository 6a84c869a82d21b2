import { Newspaper, Plus } from 'lucide-react';
import { useState } from 'react';
import type { StaffPost } from '@common/content';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { RemoveDialog } from '@/lib/staff/remove-dialog';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { useDeletePost } from '../api/use-delete-post';
import { useStaffPosts } from '../api/use-staff-posts';
import { PostFormDialog } from './post-form-dialog';
import { PostRow } from './post-row';

/** News posts and coaching tips: write, edit, remove. */
export function NewsSection() {
  const { t } = useT('staff');
  const feed = useStaffPosts();
  const remove = useDeletePost();
  const [editing, setEditing] = useState<StaffPost | 'new' | null>(null);
  const [removing, setRemoving] = useState<StaffPost | null>(null);
  const list = feed.data ?? [];

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader
        title={t('sections.news')}
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('news.newPost')}
          </Button>
        }
      >
        {t('news.intro')}
      </SectionHeader>
      <QueryState
        query={feed}
        what={t('news.what')}
        empty={{ when: list.length === 0, icon: Newspaper, title: t('news.emptyTitle'), text: t('news.emptyText') }}
      >
        <ul className="space-y-2">
          {list.map((p) => (
            <PostRow key={p.id} post={p} onEdit={() => setEditing(p)} onRemove={() => setRemoving(p)} />
          ))}
        </ul>
      </QueryState>
      <PostFormDialog post={editing} onClose={() => setEditing(null)} />
      <RemoveDialog
        item={removing}
        onClose={() => setRemoving(null)}
        remove={remove}
        title={t('news.removeTitle')}
        confirmLabel={t('news.removeConfirm')}
        failed={t('news.removeFailed')}
      >
        <p>{t('news.removeText', { title: removing?.title ?? '' })}</p>
      </RemoveDialog>
    </section>
  );
}
