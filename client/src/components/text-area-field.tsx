type Props = {
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
  testId?: string;
  placeholder?: string;
  maxLength?: number;
  rows?: number;
  ariaLabel?: string;
  /** marks the textarea required for assistive technology (the label shows the visible mark) */
  required?: boolean;
};

/** A native <textarea> with a character count; `data-testid` sits on the textarea itself. */
export function TextAreaField({ value, onChange, id, testId, placeholder, maxLength, rows = 3, ariaLabel, required }: Props) {
  const text = value ?? '';
  return (
    <div className="text-area-field">
      <textarea
        id={id}
        className="text-area-field__input"
        data-testid={testId}
        value={text}
        rows={rows}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-label={ariaLabel}
        aria-required={required || undefined}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {maxLength ? (
        <div className="text-area-field__count" aria-hidden>
          {Array.from(text).length}/{maxLength}
        </div>
      ) : null}
    </div>
  );
}
