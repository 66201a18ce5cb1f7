import type { DeletionRequestDto } from '@contracts/api';
import { deletionRequestSchema, DELETION_REASON_MAX } from '@contracts/schemas/profile';
import { formatDate } from '@contracts/time';
import { Button, Checkbox, Dialog, Form, Skeleton, Steps, Tag } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@client/components/form-card';
import { PageLayout } from '@client/components/page-layout';
import { TextAreaField } from '@client/components/text-area-field';
import { clearErrorsOnEdit, reportSubmitError, validateForm } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useCancelDeletion, useDeletion, useRequestDeletion } from '@client/features/auth/api/deletion';
import { REAUTH_FIELDS, ReauthFields, reauthBody, type ReauthValues } from '@client/features/auth/components/reauth-fields';
import '@client/features/auth/auth.css';

const FIELDS = ['reason', ...REAUTH_FIELDS] as const;
const OPEN_STATES: ReadonlySet<string> = new Set(['submitted', 'under_review']);
const STEP_OF: Record<string, number> = { submitted: 0, under_review: 1, deleted: 2, rejected: 2 };
/** status colours with 4.5:1 contrast on white */
const TAG_COLOR: Record<string, string> = {
  submitted: '#c73000',
  under_review: '#8a4500',
  deleted: '#595959',
  rejected: '#cf1322',
  cancelled: '#595959',
};

function StatusCard({ request }: { request: DeletionRequestDto }) {
  const { t } = useTranslation();
  const cancel = useCancelDeletion();
  const open = OPEN_STATES.has(request.status);

  const withdraw = async () => {
    const ok = await Dialog.confirm({
      content: t('deletion.cancelConfirm'),
      confirmText: t('deletion.cancel'),
      cancelText: t('common.back'),
    });
    if (!ok) return;
    cancel.mutate(undefined, {
      onSuccess: () => notify({ key: 'deletion.cancelled' }),
      onError: (e) => reportSubmitError(e),
    });
  };

  return (
    <section className="card status-card" aria-labelledby="deletion-status-title" data-testid="deletion-status">
      <h2 id="deletion-status-title" style={{ margin: '0 0 12px', fontSize: 17 }}>
        {t('deletion.statusTitle')}{' '}
        <Tag color={TAG_COLOR[request.status] ?? '#595959'} fill="outline" data-testid="deletion-status-tag">
          {t(`deletion.status.${request.status}`)}
        </Tag>
      </h2>
      {request.status !== 'cancelled' ? (
        <Steps current={STEP_OF[request.status] ?? 0}>
          <Steps.Step title={t('deletion.steps.submitted')} />
          <Steps.Step title={t('deletion.steps.review')} />
          <Steps.Step
            title={request.status === 'rejected' ? t('deletion.status.rejected') : t('deletion.steps.deleted')}
            status={request.status === 'rejected' ? 'error' : undefined}
          />
        </Steps>
      ) : null}
      <div className="status-card__row">
        <span className="status-card__label">{t('deletion.submittedAt')}</span>
        <span>{formatDate(request.createdAt, 'yyyy-mm-dd hh:MM')}</span>
      </div>
      <div className="status-card__row">
        <span className="status-card__label">{t('deletion.reason')}</span>
        <span>{request.reason}</span>
      </div>
      {request.status === 'rejected' && request.rejectReason ? (
        <div className="status-card__row" data-testid="deletion-reject-reason">
          <span className="status-card__label">{t('deletion.rejectReason')}</span>
          <span>{request.rejectReason}</span>
        </div>
      ) : null}
      {open ? (
        <Button
          block
          fill="outline"
          color="primary"
          style={{ marginTop: 16 }}
          loading={cancel.isPending}
          onClick={() => void withdraw()}
          data-testid="deletion-cancel"
        >
          {t('deletion.cancel')}
        </Button>
      ) : null}
    </section>
  );
}

function DeletionForm() {
  const { t } = useTranslation();
  const agreeId = useId();
  const [form] = Form.useForm<{ reason?: string } & ReauthValues>();
  const [agree, setAgree] = useState(false);
  const request = useRequestDeletion();

  const submit = useThrottledAction(() => {
    const v = form.getFieldsValue();
    const body = { agree, reason: typeof v.reason === 'string' ? v.reason : '', ...reauthBody(v) };
    const valid = validateForm(form, deletionRequestSchema, body, FIELDS);
    if (!valid) return;
    request.mutate(valid, {
      onSuccess: () => notify({ key: 'deletion.submitted' }),
      onError: (e) => reportSubmitError(e, form, FIELDS),
    });
  });

  return (
    <>
      <section className="card notice-box" aria-labelledby="deletion-notice-title">
        <h2 id="deletion-notice-title">{t('deletion.noticeTitle')}</h2>
        <ul>
          <li>{t('deletion.notice.1')}</li>
          <li>{t('deletion.notice.2')}</li>
          <li>{t('deletion.notice.3')}</li>
          <li>{t('deletion.notice.4')}</li>
        </ul>
      </section>
      <div className="form-card">
        <Form
          form={form}
          onValuesChange={clearErrorsOnEdit(form)}
          name="deletion"
          layout="vertical"
          onFinish={submit}
          footer={
            <>
              <div className="agree-row">
                <Checkbox id={agreeId} checked={agree} onChange={setAgree} data-testid="deletion-agree-checkbox" />
                <label htmlFor={agreeId}>{t('deletion.agree')}</label>
              </div>
              <SubmitButton label={t('deletion.submit')} testId="deletion-submit" loading={request.isPending} danger />
            </>
          }
        >
          <Form.Item name="reason" label={t('deletion.reason')} required>
            <TextAreaField
              testId="deletion-reason-input"
              maxLength={DELETION_REASON_MAX}
              rows={4}
              placeholder={t('deletion.reasonPlaceholder')}
            />
          </Form.Item>
          <ReauthFields form={form} purpose="delete" />
        </Form>
      </div>
    </>
  );
}

export default function AccountDeletionPage() {
  const { t } = useTranslation();
  const deletion = useDeletion();
  const request = deletion.data;
  const showForm = !request || request.status === 'cancelled' || request.status === 'rejected';

  return (
    <PageLayout title={t('deletion.title')} testId="account-deletion-page">
      {deletion.isLoading ? (
        <div style={{ padding: 16 }}>
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      ) : (
        <>
          {request ? <StatusCard request={request} /> : null}
          {showForm ? <DeletionForm /> : null}
        </>
      )}
    </PageLayout>
  );
}
