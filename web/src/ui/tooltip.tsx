import { Tooltip as T } from 'radix-ui';
import type { ReactNode } from 'react';

/** Open delay 700 ms and skip delay 300 ms: Radix's defaults, as part 1 section 9 asks. */
export const TooltipProvider = ({ children }: { children: ReactNode }) => (
  <T.Provider delayDuration={700} skipDelayDuration={300}>
    {children}
  </T.Provider>
);

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <T.Root>
      <T.Trigger asChild>{children}</T.Trigger>
      <T.Portal>
        <T.Content sideOffset={6} className="z-50 rounded-md bg-ink-900 px-2.5 py-1.5 text-xs text-white shadow">
          {content}
          <T.Arrow className="fill-ink-900" />
        </T.Content>
      </T.Portal>
    </T.Root>
  );
}
