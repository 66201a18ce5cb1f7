import { Button, Form, type FormProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { clearErrorsOnEdit } from '@client/lib/forms';

export type FormHandle = NonNullable<FormProps['form']>;

type Props<V extends object> = {
  form: FormHandle;
  /** the form's name: antd-mobile builds the fields' ids (`<name>_<field>`) from it */
  name: string;
  layout?: 'vertical' | 'horizontal';
  initialValues?: Partial<V>;
  onFinish?: () => void;
  /** runs after an edited field lost its error (e.g. saving a draft) */
  onEdit?: (changed: Partial<V>, all: V) => void;
  /** inside the card, above the form */
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
};

/** A form on a white card (`.form-card`); a field the user edits loses its error at once. */
export function FormCard<V extends object>({
  form,
  name,
  layout = 'vertical',
  initialValues,
  onFinish,
  onEdit,
  header,
  footer,
  children,
}: Props<V>) {
  return (
    <div className="form-card">
      {header}
      <Form
        form={form}
        name={name}
        layout={layout}
        initialValues={initialValues}
        onValuesChange={clearErrorsOnEdit<V>(form, onEdit)}
        onFinish={onFinish}
        footer={footer}
      >
        {children}
      </Form>
    </div>
  );
}

/** A form's full-width submit button (`danger` for an action that cannot be undone). */
export function SubmitButton({
  label,
  testId,
  loading,
  danger = false,
}: {
  label: ReactNode;
  testId: string;
  loading: boolean;
  danger?: boolean;
}) {
  return (
    <Button block type="submit" color={danger ? 'danger' : 'primary'} size="large" loading={loading} data-testid={testId}>
      {label}
    </Button>
  );
}
