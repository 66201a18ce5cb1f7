/** A labelled single-line input (numbers, dates) with its own id for the label. */
export function LineField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  inputMode,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: 'text' | 'datetime-local';
  inputMode?: 'decimal' | 'numeric';
}) {
  return (
    <div className="console-form__field">
      <label className="console-form__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="console-input"
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={id}
      />
    </div>
  );
}
