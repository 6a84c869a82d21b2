import { Link, useParams } from 'wouter';
import { ANNOTATION_MOMENT_MS } from '@common/annotations';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { HeadedSection } from '@/ui/headed-section';
import { MessageWithLink } from '@/ui/message-with-link';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { AnnotationList } from '@/features/annotations/components/annotation-list';
import { ClipStage } from '@/features/annotations/components/clip-stage';
import { DrawToolbar } from '@/features/annotations/components/draw-toolbar';
import { DrawingSurface } from '@/features/annotations/components/drawing-surface';
import { MeasureCharts } from '@/features/annotations/components/measure-charts';
import { PlayerControls } from '@/features/annotations/components/player-controls';
import { useReview } from '@/features/annotations/hooks/use-review';

/** /review/:mediaId: the player with skeleton, measures over time, and coaches' drawings. */
export default function ReviewPage() {
  const mediaId = Number(useParams<{ mediaId: string }>().mediaId) || 0;
  const { t } = useT('review');
  const {
    clip,
    track,
    annotations,
    create,
    update,
    remove,
    videoRef,
    player,
    size,
    setSize,
    skeleton,
    setSkeleton,
    draw,
    setDraw,
    isCoach,
    startDrawing,
    save,
  } = useReview(mediaId);

  if (clip.isError) {
    return <MessageWithLink look="wide" message={t('loadFailed')} href="/" link={t('back')} />;
  }
  if (!clip.data) {
    return (
      <div className="flex justify-center py-24">
        <Spinner />
      </div>
    );
  }

  const pose = track.data;
  return (
    <>
      <PageIntro eyebrow={t('playerTitle')} title={clip.data.title || clip.data.originalName}>
        {clip.data.planContext && (
          <span className="mb-1 block font-semibold" data-testid="review-plan-context">
            {t('fromPlan', { plan: clip.data.planContext.planTitle, exercise: clip.data.planContext.exerciseName, date: clip.data.planContext.date })}
          </span>
        )}
        {t('playerLead')}{' '}
        <Link
          href={`/compare?a=${mediaId}`}
          className="font-semibold text-white underline underline-offset-2 hover:text-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('compareThis')}
        </Link>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-3">
        <section className="min-w-0 lg:col-span-2" aria-label={t('playerTitle')}>
          <ClipStage
            videoRef={videoRef}
            src={clip.data.fileUrl}
            label={clip.data.originalName}
            time={player.time}
            size={size}
            onSize={setSize}
            track={pose}
            showSkeleton={skeleton}
            annotations={annotations.data}
          >
            {isCoach && draw.tool && (
              <DrawingSurface
                tool={draw.tool}
                color={draw.color}
                text={draw.text}
                size={size}
                onStart={startDrawing}
                onDone={(points) => save(draw.tool!, points)}
              />
            )}
          </ClipStage>
          <PlayerControls player={player} skeleton={skeleton} onSkeleton={setSkeleton} hasTrack={!!pose} />
          {isCoach && (
            <div className="mt-4">
              <h2 className="mb-2 text-base font-bold text-ink-900">{t('draw')}</h2>
              <DrawToolbar value={draw} onChange={setDraw} />
              {create.isPending && <p className="mt-2 text-sm text-slate-700">{t('saving')}</p>}
              {create.isError && (
                <p role="alert" className="mt-2 text-sm text-red-700">
                  {serverMessage(create.error, t('saveFailed'))}
                </p>
              )}
            </div>
          )}
          <HeadedSection id="measures-heading" title={t('measures')} className="mt-6" headingClassName="text-lg font-bold text-ink-900">
            {pose ? (
              <>
                <p className="mb-3 text-sm text-slate-700">
                  {t('measuresHelp')}{' '}
                  {pose.framesPerClipFrame
                    ? t('analysedFramesShare', {
                        count: pose.t.length,
                        fps: Math.round(pose.sampleFps * 10) / 10,
                        pct: Math.round(pose.framesPerClipFrame * 100),
                      })
                    : t('analysedFrames', { count: pose.t.length, fps: Math.round(pose.sampleFps * 10) / 10 })}
                </p>
                <MeasureCharts track={pose} time={player.time} duration={player.duration || (pose.durationSeconds ?? 0)} onSeek={player.seek} />
              </>
            ) : (
              <p className="mt-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{track.isLoading ? <Spinner /> : t('notAnalysed')}</p>
            )}
          </HeadedSection>
        </section>
        <aside className="min-w-0" aria-labelledby="drawings-heading">
          <h2 id="drawings-heading" className="mb-3 text-lg font-bold text-ink-900">
            {t('drawings')}
          </h2>
          <AnnotationList
            annotations={annotations.data ?? []}
            time={player.time}
            onSeek={player.seek}
            onUpdate={isCoach ? (id, input) => update.mutate({ id, input }) : undefined}
            onDelete={isCoach ? (id) => remove.mutate(id) : undefined}
          />
          <p className="mt-3 text-xs text-slate-600">{t('momentNote', { seconds: ANNOTATION_MOMENT_MS / 1000 })}</p>
        </aside>
      </div>
    </>
  );
}
