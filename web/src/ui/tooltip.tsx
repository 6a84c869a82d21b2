import { Tooltip as T } from 'radix-ui';
import { createContext, useContext, type ReactNode } from 'react';

// Open delay 700 ms and skip delay 300 ms: Radix's defaults, as part 1 section 9 asks.
const DELAYS = { delayDuration: 700, skipDelayDuration: 300 } as const;

const InProvider = createContext(false);

/**
 * Optional: tooltips inside one provider share the skip delay (moving from one to the next opens it
 * at once). A Tooltip outside any provider brings its own, so the app shell does not need Radix's
 * tooltip code (and its positioning library) in the entry chunk.
 */
export const TooltipProvider = ({ children }: { children: ReactNode }) => (
  <T.Provider {...DELAYS}>
    <InProvider.Provider value={true}>{children}</InProvider.Provider>
  </T.Provider>
);

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const inProvider = useContext(InProvider);
  const tooltip = (
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
  return inProvider ? tooltip : <T.Provider {...DELAYS}>{tooltip}</T.Provider>;
}
