import { useState } from 'react';
import { initials } from '@/ui/avatar';
import { cn } from '@/lib/cn';

interface AlumniImageProps {
  src: string | null;
  name: string;
  alt: string;
  className?: string;
  /**
   * 'contain' shows the whole photo (the featured story's tall frame cropped the words and faces at
   * its sides, issue 34), over a blurred copy that fills the frame; 'cover' (default) fills the frame.
   */
  fit?: 'cover' | 'contain';
}

/** The photo, or the alumni's initials on a brand gradient when there is none or it fails to load. */
export function AlumniImage({ src, name, alt, className, fit = 'cover' }: AlumniImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const words = name.trim().split(/\s+/);
  if (!src || failed === src) {
    return (
      <div role="img" aria-label={alt} className={cn('grid place-items-center bg-gradient-to-br from-brand-600 to-ink-900 text-white', className)}>
        <span className="text-4xl font-extrabold tracking-tight opacity-90" aria-hidden="true">
          {initials(words[0], words.length > 1 ? words[words.length - 1] : '')}
        </span>
      </div>
    );
  }
  if (fit === 'contain') {
    return (
      <div className={cn('relative overflow-hidden bg-ink-900', className)}>
        <img src={src} alt="" aria-hidden="true" loading="lazy" className="absolute inset-0 size-full scale-110 object-cover opacity-50 blur-xl" />
        <img src={src} alt={alt} loading="lazy" onError={() => setFailed(src)} className="relative size-full object-contain" />
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" onError={() => setFailed(src)} className={cn('object-cover', className)} />;
}
