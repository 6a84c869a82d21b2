import { Globe, Lock, Save } from 'lucide-react';
import { useState } from 'react';
import type { MediaItem } from '@common/media';
import { serverMessage } from '@/lib/api';
import { instantDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { Switch } from '@/ui/switch';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/toast';
import { useUpdateVisibility } from '@/features/media/api/use-update-visibility';
import { parseTags } from '../lib/tags';
import { MediaThumb } from './media-thumb';

/** One upload: the public switch (saved at once) and the title, description and tags shown with it. */
export function MediaVisibilityCard({ item }: { item: MediaItem }) {
  const { t, language } = useT('profileEditor');
  const update = useUpdateVisibility();
  const [title, setTitle] = useState(item.title ?? '');
  const [description, setDescription] = useState(item.description ?? '');
  const [tags, setTags] = useState(item.tags.join(', '));
  const name = item.title || item.originalName;

  const send = (isPublic: boolean, done: string) =>
    update.mutate(
      { id: item.id, isPublic, title: title.trim() || null, description: description.trim() || null, tags: parseTags(tags) },
      {
        onSuccess: () => toast({ title: t('media.updated'), description: done }),
        onError: (err) => toast({ title: t('media.updateFailed'), description: serverMessage(err, t('messages.updateFailed')), variant: 'error' }),
      },
    );

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row">
        <MediaThumb item={item} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-semibold break-words text-ink-900">{item.originalName}</h3>
              <p className="mt-1 text-xs text-slate-600">{t('media.uploaded', { date: instantDate(item.createdAt, language) })}</p>
            </div>
            <div className="flex items-center gap-3">
              <Badge tone={item.isPublic ? 'success' : 'secondary'} className="gap-1">
                {item.isPublic ? <Globe className="size-3" aria-hidden="true" /> : <Lock className="size-3" aria-hidden="true" />}
                {item.isPublic ? t('media.public') : t('media.private')}
              </Badge>
              <Switch
                checked={item.isPublic}
                disabled={update.isPending}
                onCheckedChange={(on) => send(on, on ? t('media.nowPublic', { name }) : t('media.nowPrivate', { name }))}
                aria-label={t('media.show', { name: item.originalName })}
              />
            </div>
          </div>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <Field label={t('media.title')}>
              <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} autoComplete="off" />
            </Field>
            <Field label={t('media.tags')} hint={t('media.tagsHint')}>
              <Input value={tags} onChange={(e) => setTags(e.target.value)} autoComplete="off" />
            </Field>
            <div className="md:col-span-2">
              <Field label={t('media.description')}>
                <Textarea rows={2} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={2000} />
              </Field>
            </div>
          </div>
          <div className="mt-4 flex justify-end">
            <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => send(item.isPublic, t('media.detailsSaved', { name }))}>
              <Save className="size-4" aria-hidden="true" />
              {update.isPending ? t('media.saving') : t('media.save')}
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
