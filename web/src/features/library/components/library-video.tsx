import { useEffect, useRef } from 'react';
import type { LibraryItem } from '@common/library';
import { useT } from '@/lib/i18n/i18next';
import { useSaveProgress } from '../api/use-save-progress';
import { dueForSave, resumeAt } from '../lib/progress-timer';

/** The item's video with controls: resumes where the reader left off; saves every ~10 s of playing, on pause and at the end. */
export function LibraryVideo({ item }: { item: LibraryItem }) {
  const { t } = useT('library');
  const ref = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(item.progress?.positionSeconds ?? 0);
  const save = useSaveProgress(item.id);
  const { mutate } = save;

  const send = (completed: boolean) => {
    const v = ref.current;
    if (!v) return;
    lastSaved.current = v.currentTime;
    mutate({ positionSeconds: Math.min(86_400, v.currentTime), completed });
  };

  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    const start = resumeAt(item.progress, item.durationSeconds);
    if (start > 0) v.currentTime = start;
  }, [item.id]); // eslint-disable-line react-hooks/exhaustive-deps -- resume once per item, not after each save

  return (
    <video
      ref={ref}
      src={item.videoUrl ?? undefined}
      poster={item.thumbnailUrl ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={t('item.videoLabel', { title: item.title })}
      className="aspect-video w-full rounded-xl bg-black"
      onTimeUpdate={(e) => dueForSave(e.currentTarget.currentTime, lastSaved.current) && send(false)}
      onPause={(e) => !e.currentTarget.ended && send(false)}
      onEnded={() => send(true)}
    />
  );
}
