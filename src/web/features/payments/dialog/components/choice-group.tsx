// A set of mutually exclusive options drawn as segmented buttons: native radios inside a fieldset,
// so the legend names the group and arrow keys move between options on every platform.
import { useId } from 'react';

export type Choice<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  legend: string;
  /** Screen-reader-only legend when the options speak for themselves. */
  legendHidden?: boolean;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
};

export function ChoiceGroup<T extends string>({ legend, legendHidden, choices, value, onChange, disabled }: Props<T>) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className={legendHidden ? 'sr-only' : 'mb-2 text-sm font-semibold text-slate-800'}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="relative inline-flex min-h-11 flex-1 basis-36 cursor-pointer items-center justify-center rounded-md border border-slate-500 bg-white px-3 py-2 text-center font-semibold text-slate-800 has-checked:border-brand has-checked:bg-brand has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand has-disabled:cursor-not-allowed has-disabled:opacity-70"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
