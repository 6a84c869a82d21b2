import { Avatar as A } from 'radix-ui';
import { cn } from '@/lib/cn';

export function initials(first?: string | null, last?: string | null): string {
  return `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`.toUpperCase() || '?';
}

/** The profile image, with the initials of first and last name as the fallback. */
export function Avatar({
  src,
  firstName,
  lastName,
  className,
}: {
  src?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  className?: string;
}) {
  return (
    <A.Root
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-600 text-sm font-bold text-white',
        className,
      )}
    >
      {src && <A.Image src={src} alt="" className="size-full object-cover" />}
      <A.Fallback delayMs={src ? 300 : 0}>{initials(firstName, lastName)}</A.Fallback>
    </A.Root>
  );
}
