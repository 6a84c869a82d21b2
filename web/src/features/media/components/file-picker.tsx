import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './file-picker.css';
import type Uppy from '@uppy/core';
import Dashboard from '@uppy/react/dashboard';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';

interface FilePickerProps {
  uppy: Uppy;
  error?: string;
  disabled?: boolean;
  onFileChosen: () => void;
}

/** Uppy's Dashboard as the drop zone and file card: drag and drop or browse, name, size and preview. */
export function FilePicker({ uppy, error, disabled, onFileChosen }: FilePickerProps) {
  const { t } = useT('media');
  const id = useId();
  const chosen = useEffectEvent(() => onFileChosen());
  const refusedText = useEffectEvent((name: string, reason: string) => t('picker.refused', { name, reason }));
  // A file Uppy refuses (a .txt, too large, a second file) must not vanish silently: say why.
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    const handler = () => {
      setRefused(null);
      chosen();
    };
    const onRefused = (file: { name?: string } | undefined, error: Error) => setRefused(file?.name ? refusedText(file.name, error.message) : error.message);
    uppy.on('file-added', handler);
    uppy.on('restriction-failed', onRefused);
    return () => {
      uppy.off('file-added', handler);
      uppy.off('restriction-failed', onRefused);
    };
  }, [uppy]);
  // The newest problem wins: a refused file says why even after an empty "Upload" click.
  const message = refused ?? error ?? undefined;

  // Uppy 6 renders a single chosen file as a listitem without a list around it (an axe
  // "aria-required-parent" error); give its container the list role whenever it is drawn.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const fix = () => root.querySelectorAll('.uppy-Dashboard-files:not([role])').forEach((el) => el.setAttribute('role', 'list'));
    const observer = new MutationObserver(fix);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <div className="space-y-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-ink-900">
        {t('picker.label')}
      </p>
      <div
        ref={box}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={message ? `${id}-error` : undefined}
        className={cn('media-picker', message && 'rounded-xl ring-2 ring-red-600 ring-offset-2')}
      >
        <Dashboard
          uppy={uppy}
          width="100%"
          height={280}
          hideUploadButton
          disableStatusBar
          hideProgressAfterFinish
          proudlyDisplayPoweredByUppy={false}
          // Refusals are said once, by our own alert below (Uppy's informer would say it twice).
          disableInformer
          // Its texts come with the core's locale (lib/media-uppy), in the page's language.
          disabled={disabled}
          note={t('picker.note')}
        />
      </div>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
