import { Image, ImageOff, Lock, Video } from 'lucide-react';
import { useState } from 'react';
import type { MediaItem } from '@common/media';
import { useT } from '@/lib/i18n/i18next';
import { StatusPanel } from '@/ui/status-panel';
import { TabList, TabPanel, TabTrigger, Tabs } from '@/ui/tabs';
import { ImageGrid } from './image-grid';
import { ImageLightbox } from './image-lightbox';
import { VideoGrid } from './video-grid';

type Tab = 'videos' | 'images' | 'private';

interface MediaTabsProps {
  name: string;
  media: MediaItem[];
  /** The owner's private uploads; undefined for everyone else (no Private tab). */
  privateMedia?: MediaItem[];
}

interface MediaListProps {
  items: MediaItem[];
  empty: string;
  emptyText: string;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

function MediaList({ items, empty, emptyText, selectedId, onSelect }: MediaListProps) {
  if (items.length === 0) {
    return (
      <StatusPanel icon={ImageOff} title={empty} className="max-w-none">
        {emptyText}
      </StatusPanel>
    );
  }
  const videos = items.filter((m) => m.fileType === 'VIDEO');
  const images = items.filter((m) => m.fileType === 'IMAGE');
  return (
    <div className="space-y-6">
      {videos.length > 0 && <VideoGrid videos={videos} />}
      {images.length > 0 && <ImageGrid images={images} selectedId={selectedId} onSelect={onSelect} />}
    </div>
  );
}

/** Videos and Images tabs of the public media (and, for the owner, a Private tab); a chosen image opens large. */
export function MediaTabs({ name, media, privateMedia }: MediaTabsProps) {
  const { t } = useT('profiles');
  const [tab, setTab] = useState<Tab>('videos');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const videos = media.filter((m) => m.fileType === 'VIDEO');
  const images = media.filter((m) => m.fileType === 'IMAGE');
  const shown = tab === 'images' ? images : tab === 'private' ? (privateMedia ?? []).filter((m) => m.fileType === 'IMAGE') : [];
  const empty = t('media.none');
  const first = name.split(' ')[0];
  const icon = 'size-4 shrink-0';

  return (
    <section aria-label={t('media.label', { name })}>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabList label={t('media.tabs')}>
          <TabTrigger value="videos" icon={<Video className={icon} aria-hidden="true" />} count={videos.length}>
            {t('media.videos')}
          </TabTrigger>
          <TabTrigger value="images" icon={<Image className={icon} aria-hidden="true" />} count={images.length}>
            {t('media.images')}
          </TabTrigger>
          {privateMedia && (
            <TabTrigger value="private" icon={<Lock className={icon} aria-hidden="true" />} count={privateMedia.length}>
              {t('media.private')}
            </TabTrigger>
          )}
        </TabList>
        <TabPanel value="videos">
          <MediaList items={videos} empty={empty} emptyText={t('media.noVideos', { name: first ?? name })} selectedId={selectedId} onSelect={setSelectedId} />
        </TabPanel>
        <TabPanel value="images">
          <MediaList items={images} empty={empty} emptyText={t('media.noImages', { name: first ?? name })} selectedId={selectedId} onSelect={setSelectedId} />
        </TabPanel>
        {privateMedia && (
          <TabPanel value="private">
            <p className="mb-4 text-sm text-slate-700">{t('media.privateNote')}</p>
            <MediaList items={privateMedia} empty={t('media.noPrivate')} emptyText={t('media.allPublic')} selectedId={selectedId} onSelect={setSelectedId} />
          </TabPanel>
        )}
      </Tabs>
      <ImageLightbox images={shown} selectedId={selectedId} onSelect={setSelectedId} />
    </section>
  );
}
