import { Camera, CameraOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeCheckInCode } from '@common/check-in';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';

type State = 'off' | 'starting' | 'on' | 'denied' | 'none' | 'failed';

/** Reads QR codes from video frames: the browser's BarcodeDetector where it has one, jsQR otherwise. */
type Reader = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = (new (opts: { formats: string[] }) => BarcodeDetectorLike) & { getSupportedFormats?: () => Promise<string[]> };

async function makeReader(): Promise<Reader> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats?.())?.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  // Loaded only here: most phones and desktops without BarcodeDetector need it, the rest never do.
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

const SCAN_EVERY_MS = 200;
/** The same code held in front of the camera is sent again only after this. */
const SAME_CODE_AGAIN_MS = 4000;

/**
 * The device camera reading check-in QR codes (decision 057): started by a button (or at once on
 * a kiosk), the rear camera where there is one; each new code read is handed to `onCode`.
 */
export function CameraScanner({ onCode, autoStart = false, large = false }: { onCode: (code: string) => void; autoStart?: boolean; large?: boolean }) {
  const { t } = useT('checkIn');
  const [state, setState] = useState<State>('off');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  });

  const stop = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState((s) => (s === 'on' || s === 'starting' ? 'off' : s));
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) return setState('none');
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      stream.current = media;
      const el = video.current;
      if (!el) return media.getTracks().forEach((track) => track.stop());
      el.srcObject = media;
      await el.play();
      const read = await makeReader();
      setState('on');
      const tick = async () => {
        if (!stream.current) return;
        const text = el.readyState >= 2 ? await read(el).catch(() => null) : null;
        const code = text ? normalizeCheckInCode(text) : null;
        const now = Date.now();
        if (code && (code !== last.current?.code || now - last.current.at > SAME_CODE_AGAIN_MS)) {
          last.current = { code, at: now };
          handler.current(code);
        } else if (code && last.current) last.current.at = now;
        if (stream.current) timer.current = window.setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    } catch (err) {
      stop();
      const name = err instanceof DOMException ? err.name : '';
      setState(
        name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : name === 'NotFoundError' || name === 'OverconstrainedError' ? 'none' : 'failed',
      );
    }
  }, [stop]);

  // A kiosk asks for the camera as it opens (after this render; the browser may ask for permission).
  useEffect(() => {
    const timer = autoStart ? window.setTimeout(() => void start(), 0) : null;
    return () => {
      if (timer !== null) window.clearTimeout(timer);
      stop();
    };
  }, [autoStart, start, stop]);

  const running = state === 'on' || state === 'starting';
  return (
    <div className="space-y-3">
      <div className={`relative overflow-hidden rounded-xl bg-ink-900 ${large ? 'aspect-[4/3]' : 'aspect-video'} ${running ? '' : 'hidden'}`}>
        <video ref={video} className="size-full object-cover" muted playsInline aria-label={t('scanner.video')} />
        <div className="pointer-events-none absolute inset-[18%] rounded-lg border-4 border-white/80" aria-hidden="true" />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {state === 'starting'
          ? t('scanner.starting')
          : state === 'on'
            ? t('scanner.hint')
            : state === 'denied' || state === 'none' || state === 'failed'
              ? t(`scanner.${state}`)
              : null}
      </p>
      {running ? (
        <Button variant="outline" onClick={stop}>
          <CameraOff className="size-4" aria-hidden="true" /> {t('scanner.stop')}
        </Button>
      ) : (
        <Button variant="outline" onClick={() => void start()}>
          <Camera className="size-4" aria-hidden="true" /> {t('scanner.start')}
        </Button>
      )}
    </div>
  );
}
