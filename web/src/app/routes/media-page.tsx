import { Tabs } from 'radix-ui';
import { Sparkles, Upload, Video } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { isUnauthorizedError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { useMyAiFeedback } from '@/features/analysis/api/use-my-ai-feedback';
import { useMyMedia } from '@/features/media/api/use-my-media';
import { AiAnalysisTab } from '@/features/media/components/ai-analysis-tab';
import { MyUploadsTab } from '@/features/media/components/my-uploads-tab';
import { UploadTab } from '@/features/media/components/upload-tab';
import { useLoginRedirect } from '@/lib/use-login-redirect';
import { useUploadFlow } from '@/features/media/hooks/use-upload-flow';
import { useLinkedAthletes } from '@/features/parent/api/use-linked-athletes';
import type { MediaTab } from '@/features/media/lib/media-tab';

function TabTrigger({ value, icon, children, count }: { value: MediaTab; icon: ReactNode; children: ReactNode; count?: number }) {
  return (
    <Tabs.Trigger
      value={value}
      className={cn(
        'flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors sm:px-4',
        'hover:bg-white/70 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm',
      )}
    >
      <span className="hidden sm:inline-flex">{icon}</span>
      <span>{children}</span>
      {count !== undefined && count > 0 && <span className="rounded-full bg-slate-200 px-1.5 text-xs tabular-nums text-slate-800">{count}</span>}
    </Tabs.Trigger>
  );
}

/** Part 2, 2 "Media upload" and "Media page": upload, my uploads and AI analysis, for signed-in members. */
export default function MediaPage() {
  const { user, isLoading } = useUser();
  const { t } = useT('media');
  const [sessionEnded, setSessionEnded] = useState(false);
  const [tab, setTab] = useState<MediaTab>('upload');
  const media = useMyMedia(!!user);
  const analyses = useMyAiFeedback(!!user);
  // A parent uploads for one of their linked athletes (decision 047): the upload form asks whose first.
  const isParent = user?.role === 'PARENT';
  const linked = useLinkedAthletes({ enabled: isParent });
  // The upload journey lives here, so a running upload and its analysis go on whichever tab is open,
  // and the AI Analysis tab can show the analysis in progress.
  const flow = useUploadFlow({ onSignedOut: () => setSessionEnded(true) });
  const signedOut = (!isLoading && !user) || sessionEnded || isUnauthorizedError(media.error) || isUnauthorizedError(analyses.error);
  useLoginRedirect(signedOut);

  if (isLoading || !user || (isParent && linked.isPending)) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-slate-700">
        <Spinner label={isLoading ? t('page.loading') : t('page.redirecting')} />
      </div>
    );
  }

  const icon = 'size-4 shrink-0';
  return (
    <>
      <PageIntro eyebrow={t('page.eyebrow')} title={t('page.title')} width="max-w-6xl">
        {isParent ? t('page.introParent') : t('page.intro')}
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as MediaTab)}>
          <Tabs.List aria-label={t('page.tabs')} className="grid grid-cols-3 gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-flex">
            <TabTrigger value="upload" icon={<Upload className={icon} aria-hidden="true" />}>
              {t('page.upload')}
            </TabTrigger>
            <TabTrigger value="uploads" icon={<Video className={icon} aria-hidden="true" />} count={media.data?.length}>
              {t('page.uploads')}
            </TabTrigger>
            <TabTrigger value="analysis" icon={<Sparkles className={icon} aria-hidden="true" />} count={analyses.items.length}>
              {t('page.analysis')}
            </TabTrigger>
          </Tabs.List>
          {/* Kept mounted, so a running upload goes on while another tab is open. */}
          <Tabs.Content value="upload" forceMount className="mt-6 focus-visible:outline-none data-[state=inactive]:hidden">
            <UploadTab flow={flow} onOpenTab={setTab} athletes={isParent ? (linked.data ?? []) : undefined} />
          </Tabs.Content>
          <Tabs.Content value="uploads" className="mt-6 focus-visible:outline-none">
            <MyUploadsTab query={media} onUpload={() => setTab('upload')} forParent={isParent} />
          </Tabs.Content>
          <Tabs.Content value="analysis" className="mt-6 focus-visible:outline-none">
            <AiAnalysisTab
              items={analyses.items}
              isPending={analyses.isPending}
              latest={flow.phase === 'recorded' ? flow.outcome : null}
              latestAnalysis={flow.analysis}
              onUpload={() => setTab('upload')}
              forParent={isParent}
            />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </>
  );
}
