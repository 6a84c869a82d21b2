import { Dialog } from 'radix-ui';
import { Globe, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { MediaItem } from '@common/media';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Input } from '@/ui/input';
import { parseTags, titleFromFileName } from '../lib/media-format';

export interface PublicDetails {
  title: string;
  description: string;
  tags: string[];
}

interface MakePublicDialogProps {
  item: MediaItem | null;
  saving: boolean;
  onClose: () => void;
  onConfirm: (details: PublicDetails) => void;
}

function DetailsForm({ item, saving, onConfirm }: { item: MediaItem; saving: boolean; onConfirm: (d: PublicDetails) => void }) {
  const { t } = useT('media');
  const [title, setTitle] = useState(item.title ?? titleFromFileName(item.originalName));
  const [description, setDescription] = useState(item.description ?? '');
  const [tags, setTags] = useState(item.tags.join(', '));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm({ title: title.trim(), description: description.trim(), tags: parseTags(tags) });
  };
  return (
    <form onSubmit={submit}>
      <div className="space-y-4 p-5">
        <Field label={t('makePublic.titleLabel')} hint={t('makePublic.titleHint')}>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} autoComplete="off" />
        </Field>
        <Field label={t('makePublic.descriptionLabel')}>
          <textarea
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={2000}
            rows={3}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30"
          />
        </Field>
        <Field label={t('makePublic.tagsLabel')} hint={t('makePublic.tagsHint')}>
          <Input value={tags} onChange={(e) => setTags(e.target.value)} autoComplete="off" />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 p-5 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="outline">{t('makePublic.cancel')}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={saving}>
          <Globe className="size-4" aria-hidden="true" />
          {saving ? t('makePublic.saving') : t('makePublic.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** Making an upload public asks for the title, description and tags shown with it. */
export function MakePublicDialog({ item, saving, onClose, onConfirm }: MakePublicDialogProps) {
  const { t } = useT('media');
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-2xl bg-white shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5">
            <div>
              <Dialog.Title className="text-lg font-bold">{t('makePublic.title')}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{t('makePublic.description')}</Dialog.Description>
            </div>
            <Dialog.Close aria-label={t('makePublic.close')} className="rounded p-1 text-slate-600 hover:bg-slate-100">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {item && <DetailsForm key={item.id} item={item} saving={saving} onConfirm={onConfirm} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
