import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './file-picker.css';
import type Uppy from '@uppy/core';
import Dashboard from '@uppy/react/dashboard';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

const LOCALE = {
  strings: {
    dropPasteFiles: 'Drag a video or photo here, or %{browseFiles}',
    browseFiles: 'browse your device',
    dashboardTitle: 'Choose a video or photo',
    dropHint: 'Drop your video or photo here',
  },
};

interface FilePickerProps {
  uppy: Uppy;
  error?: string;
  disabled?: boolean;
  onFileChosen: () => void;
}

/** Uppy's Dashboard as the drop zone and file card: drag and drop or browse, name, size and preview. */
export function FilePicker({ uppy, error, disabled, onFileChosen }: FilePickerProps) {
  const id = useId();
  const chosen = useEffectEvent(() => onFileChosen());
  // A file Uppy refuses (a .txt, too large, a second file) must not vanish silently: say why.
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    const handler = () => {
      setRefused(null);
      chosen();
    };
    const onRefused = (file: { name?: string } | undefined, error: Error) =>
      setRefused(file?.name ? `${file.name} was not added. ${error.message}` : error.message);
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
        Video or photo
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
          disabled={disabled}
          note="MP4, MOV, WebM, JPEG, PNG or WebP · one file · up to 100 MB"
          locale={LOCALE}
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
