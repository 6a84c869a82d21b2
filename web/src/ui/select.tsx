import { Select as S } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '@/lib/cn';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps {
  value?: string;
  onValueChange: (v: string) => void;
  options: SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
}

/** Radix Select (type-ahead resets after 1 s, the library's default). */
export function Select({ value, onValueChange, options, placeholder, disabled, className, ref, ...aria }: SelectProps) {
  return (
    <S.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <S.Trigger
        ref={ref}
        {...aria}
        className={cn(
          'flex h-11 w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-3 text-left text-base text-ink-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 disabled:opacity-50 data-[placeholder]:text-slate-500',
          className,
        )}
      >
        <S.Value placeholder={placeholder} />
        <S.Icon>
          <ChevronDown className="size-4" aria-hidden="true" />
        </S.Icon>
      </S.Trigger>
      <S.Portal>
        <S.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <S.Viewport className="p-1">
            {options.map((o) => (
              <S.Item
                key={o.value}
                value={o.value}
                className="relative flex cursor-pointer items-center rounded-md py-2 pr-3 pl-8 text-sm outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
              >
                <S.ItemIndicator className="absolute left-2">
                  <Check className="size-4" aria-hidden="true" />
                </S.ItemIndicator>
                <S.ItemText>{o.label}</S.ItemText>
              </S.Item>
            ))}
          </S.Viewport>
        </S.Content>
      </S.Portal>
    </S.Root>
  );
}
