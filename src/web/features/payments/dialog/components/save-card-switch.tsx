// An on/off switch: a native checkbox with the switch role, so Space toggles it and screen readers
// say "switch, on/off"; the whole row is the 44 px click target.
import { useId } from 'react';

type Props = { label: string; checked: boolean; onChange: (on: boolean) => void; disabled?: boolean };

export function Switch({ label, checked, onChange, disabled }: Props) {
  const id = useId();
  return (
    <label htmlFor={id} className="relative inline-flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        // Transparent over the whole row: the row is the click target and the box the pointer hits.
        className="peer absolute inset-0 m-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-400 transition-colors peer-checked:bg-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:opacity-60 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
      {label}
    </label>
  );
}
