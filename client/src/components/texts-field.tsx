import { Input, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** One text in the API's three languages (the shape the catalogue, the shop and the exhibitions store). */
export type ThreeLanguageText = Record<'zh-cn' | 'en-us' | 'zh-hant', string>;

export const LANGUAGES_OF_TEXT = ['zh-cn', 'en-us', 'zh-hant'] as const;

export const EMPTY_TEXT: ThreeLanguageText = { 'zh-cn': '', 'en-us': '', 'zh-hant': '' };

type Props = {
  id: string;
  label: string;
  value: ThreeLanguageText;
  onChange: (v: ThreeLanguageText) => void;
  multiline?: boolean;
  hint?: string;
  /** which languages the form requires (marked "required" at their label) */
  required?: readonly (keyof ThreeLanguageText)[];
  /** the form's class: `<c>__group`, `<c>__legend`, `<c>__field`, `<c>__label`, `<c>__hint` (each screen keeps its look) */
  formClass: string;
};

/** One text in the three languages, a labelled input each (`<id>-<language>`, also its test id). */
export function TextsField({ id, label, value, onChange, multiline, hint, required = [], formClass }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className={`${formClass}__group`}>
      <legend className={`${formClass}__legend`}>{label}</legend>
      {hint ? <p className={`${formClass}__hint`}>{hint}</p> : null}
      {LANGUAGES_OF_TEXT.map((l) => (
        <div className={`${formClass}__field`} key={l}>
          <label className={`${formClass}__label`} htmlFor={`${id}-${l}`}>
            {t(`fields.language.${l}`)}
            {required.includes(l) ? ` (${t('fields.required')})` : ''}
          </label>
          {multiline ? (
            <TextArea
              id={`${id}-${l}`}
              value={value[l]}
              rows={4}
              onChange={(v) => onChange({ ...value, [l]: v })}
              data-testid={`${id}-${l}`}
            />
          ) : (
            <Input id={`${id}-${l}`} value={value[l]} onChange={(v) => onChange({ ...value, [l]: v })} data-testid={`${id}-${l}`} />
          )}
        </div>
      ))}
    </fieldset>
  );
}
