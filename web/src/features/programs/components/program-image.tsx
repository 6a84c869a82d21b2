import { useState } from 'react';
import { DEFAULT_PROGRAM_IMAGE, type Program } from '@common/programs';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { PROGRAM_ICON } from '@/lib/people-program-icon';

/**
 * The program's image; when it fails to load, the default image of its type (part 2, catalogue);
 * when that fails too, a drawn tile so the card never shows a broken image.
 */
export function ProgramImage({ program, className }: { program: Pick<Program, 'name' | 'type' | 'imageUrl'>; className?: string }) {
  const fallback = DEFAULT_PROGRAM_IMAGE[program.type];
  const [src, setSrc] = useState(program.imageUrl || fallback);
  const [failed, setFailed] = useState(false);
  const { t } = useT('programs');
  const alt = t('card.imageAlt', { name: program.name });

  if (failed) {
    const Icon = PROGRAM_ICON[program.type];
    return (
      <div role="img" aria-label={alt} className={cn('grid place-items-center bg-gradient-to-br from-ink-900 via-ink-800 to-brand-700', className)}>
        <Icon className="size-14 text-brand-100/80" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn('bg-ink-800 object-cover', className)}
      onError={() => (src !== fallback ? setSrc(fallback) : setFailed(true))}
    />
  );
}
