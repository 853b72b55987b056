import { forwardRef, useId, type InputHTMLAttributes } from 'react';

/** A checkbox with its label and a line saying what it does. */
export const Check = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { label: string; hint: string }>(function Check(
  { label, hint, ...props },
  ref,
) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input ref={ref} id={id} type="checkbox" aria-describedby={`${id}-hint`} className="mt-1 h-5 w-5 shrink-0 rounded border-slate-300" {...props} />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
});
