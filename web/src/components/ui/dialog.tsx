/**
 * Accessible modal dialog on Radix. Import it only from lazily loaded code: Radix stays out of
 * the landing page's first load.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** When false, Escape, outside clicks and the close button do nothing (e.g. payment processing). */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

export function Dialog({ open, onOpenChange, title, description, children, dismissible = true, size = 'md' }: DialogProps) {
  const { t } = useTranslation();
  const guard = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Our dialogs open from state, not from a Radix Trigger, so Radix has no trigger to give the
  // focus back to: remember what had it when the dialog opened and return it there on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const rememberFocus = () => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const restoreFocus = (event: Event) => {
    const target = returnFocusTo.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (dismissible || next ? onOpenChange(next) : undefined)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <RadixDialog.Content
          onOpenAutoFocus={rememberFocus}
          onCloseAutoFocus={restoreFocus}
          onEscapeKeyDown={guard}
          onPointerDownOutside={guard}
          onInteractOutside={guard}
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[92vh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${widths[size]}`}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
            {dismissible && (
              <RadixDialog.Close
                aria-label={t('close')}
                className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded text-2xl leading-none text-slate-500 hover:text-slate-900"
              >
                ×
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
