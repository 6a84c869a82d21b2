import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PeopleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The accessible name of the corner × button. */
  closeLabel: string;
  /** Replaces the default scrolling box (e.g. a column whose list scrolls inside). */
  className?: string;
  descriptionClassName?: string;
  children: ReactNode;
}

/** A modal dialog with its title, description and a corner × button; the body is the caller's. */
export function PeopleDialog({ open, onOpenChange, title, description, closeLabel, className, descriptionClassName, children }: PeopleDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
            className ?? 'max-h-[calc(100dvh-2rem)] overflow-y-auto',
          )}
        >
          <Dialog.Title className="pr-8 text-lg font-bold text-ink-900">{title}</Dialog.Title>
          <Dialog.Description className={cn('mt-1 text-sm', descriptionClassName ?? 'text-slate-700')}>{description}</Dialog.Description>
          <Dialog.Close aria-label={closeLabel} className="absolute top-4 right-4 rounded p-1 text-slate-500 hover:bg-slate-100">
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
