/** The 6-digit code box: digits only, the phone's one-time-code autofill. */
import { FieldShell } from '../../../components/ui/field';

interface Props {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  id?: string;
}

export function CodeInput({ label, value, onChange, error, id = 'otp' }: Props) {
  return (
    <FieldShell id={id} label={label} error={error}>
      <input
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="[0-9]{6}"
        autoFocus
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-3 text-center font-mono text-2xl tracking-[0.5em] text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500"
      />
    </FieldShell>
  );
}
