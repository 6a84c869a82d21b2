import { useState } from 'react';
import { initials } from '@/ui/avatar';
import { cn } from '@/lib/cn';

interface AlumniImageProps {
  src: string | null;
  name: string;
  alt: string;
  className?: string;
}

/** The photo, or the alumni's initials on a brand gradient when there is none or it fails to load. */
export function AlumniImage({ src, name, alt, className }: AlumniImageProps) {
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
  return <img src={src} alt={alt} loading="lazy" onError={() => setFailed(src)} className={cn('object-cover', className)} />;
}
