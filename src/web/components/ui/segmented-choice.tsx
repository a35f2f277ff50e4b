/**
 * A small set of mutually exclusive views ("Open" / "Resolved") as radio buttons drawn as one
 * segmented control: arrow keys move between them, and a screen reader hears a radio group named
 * by `legend`.
 */
export function SegmentedChoice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex rounded-lg border border-stone-300 bg-white p-0.5">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={
            'relative flex min-h-10 cursor-pointer items-center rounded-md px-4 text-sm font-medium ' +
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-emerald-600 ' +
            (value === option.value ? 'bg-emerald-700 text-white' : 'text-stone-700 hover:bg-stone-100')
          }
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            // Invisible but covering its label: a click or a tap lands on the radio itself.
            className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
