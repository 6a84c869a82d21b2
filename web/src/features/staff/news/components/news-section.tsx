import { Newspaper, Plus } from 'lucide-react';
import { useState } from 'react';
import type { FeedPost } from '@common/content';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { SectionHeader } from '../../components/section-header';
import { notifyError, notifySaved } from '../../lib/notify';
import { useContentFeed } from '../api/use-content-feed';
import { useDeletePost } from '../api/use-delete-post';
import { PostFormDialog } from './post-form-dialog';
import { PostRow } from './post-row';

/** News posts and coaching tips: write, edit, remove. */
export function NewsSection() {
  const feed = useContentFeed();
  const remove = useDeletePost();
  const [editing, setEditing] = useState<FeedPost | 'new' | null>(null);
  const [removing, setRemoving] = useState<FeedPost | null>(null);
  const list = feed.data ?? [];

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const { message } = await remove.mutateAsync(removing.id);
      notifySaved(message);
    } catch (err) {
      notifyError(err, 'The post could not be removed.');
    }
    setRemoving(null);
  };

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader
        title="News"
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            New post
          </Button>
        }
      >
        Posts from the coaches. The newest four news posts show on the home page; posts whose title reads as a tip show as coaching tips on members&apos; dashboards.
      </SectionHeader>
      <QueryState query={feed} what="posts" empty={{ when: list.length === 0, icon: Newspaper, title: 'No posts yet', text: 'Write the first news post or coaching tip.' }}>
        <ul className="space-y-2">
          {list.map((p) => (
            <PostRow key={p.id} post={p} onEdit={() => setEditing(p)} onRemove={() => setRemoving(p)} />
          ))}
        </ul>
      </QueryState>
      <PostFormDialog post={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog open={!!removing} onOpenChange={(o) => !o && setRemoving(null)} title="Remove this post?" confirmLabel="Remove post" busyLabel="Removing..." busy={remove.isPending} onConfirm={() => void confirmRemove()}>
        <p>&ldquo;{removing?.title}&rdquo; disappears from the news and the dashboards. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
