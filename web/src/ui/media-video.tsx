/** An uploaded video: streamed with range requests, so only its metadata (and poster) loads until played. */
export function MediaVideo({ item, label, className }: { item: { fileUrl: string; thumbnailUrl: string | null }; label: string; className: string }) {
  return <video controls preload="metadata" playsInline poster={item.thumbnailUrl ?? undefined} src={item.fileUrl} aria-label={label} className={className} />;
}
