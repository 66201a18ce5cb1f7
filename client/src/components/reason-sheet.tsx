import { Form, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { SheetActions } from '@client/components/sheet-actions';
import { TextAreaField } from '@client/components/text-area-field';
import { clearErrorsOnEdit } from '@client/lib/forms';

/** What `Form.useForm()` gives (antd-mobile does not export its type). */
type SheetForm = ReturnType<typeof Form.useForm>[0];

type Props<Name extends string> = {
  open: boolean;
  onClose: () => void;
  /** the sheet's class: `<c>`, `<c>__title`, `<c>__actions` (each screen keeps its look) */
  className: string;
  testId: string;
  title: string;
  /** what the text answers, shown under the title (a piece of feedback, an entry's title) */
  subject?: ReactNode;
  /** the form: the caller validates and sends it in `onSubmit` */
  form: SheetForm;
  formName: string;
  onSubmit: () => void;
  /** the one text field */
  field: { name: Name; label: string; testId: string; maxLength: number; rows: number; placeholder: string };
  submit: { label: string; testId: string; color: 'primary' | 'danger'; loading: boolean };
};

/**
 * A bottom sheet that asks for one text — a reason to reject, a reply to send — under a title and
 * what it is about, with Cancel and the action at the foot of the form.
 */
export function ReasonSheet<Name extends string>({
  open,
  onClose,
  className,
  testId,
  title,
  subject,
  form,
  formName,
  onSubmit,
  field,
  submit,
}: Props<Name>) {
  return (
    <Popup visible={open} onMaskClick={onClose} bodyStyle={{ borderTopLeftRadius: 14, borderTopRightRadius: 14 }}>
      <div className={className} data-testid={testId} role="dialog" aria-label={title}>
        <h2 className={`${className}__title`}>{title}</h2>
        {subject}
        <Form
          form={form}
          onValuesChange={clearErrorsOnEdit(form)}
          name={formName}
          layout="vertical"
          onFinish={onSubmit}
          footer={
            <SheetActions
              className={`${className}__actions`}
              onCancel={onClose}
              confirmLabel={submit.label}
              confirmTestId={submit.testId}
              color={submit.color}
              loading={submit.loading}
            />
          }
        >
          <Form.Item name={field.name} label={field.label} required>
            <TextAreaField testId={field.testId} maxLength={field.maxLength} rows={field.rows} placeholder={field.placeholder} />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
