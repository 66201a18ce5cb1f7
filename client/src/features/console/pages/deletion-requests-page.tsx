import type { AdminDeletionRequestDto } from '@contracts/schemas/profile';
import { Button, Dialog, Form, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { ReasonSheet } from '@client/components/reason-sheet';
import { paths } from '@client/config/paths';
import { reportSubmitError } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { formatDateTime } from '@client/lib/time-text';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useDecideDeletion, useDeletionRequests } from '@client/features/console/api/console';
import { StaffOnly } from '@client/features/console/components/staff-only';
import '@client/features/console/console.css';

const REJECT_REASON_MAX = 500;

/** Rejecting asks for the reason the applicant will read. */
function RejectSheet({ request, onClose }: { request: AdminDeletionRequestDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const decide = useDecideDeletion();
  const onSubmit = useThrottledAction(() => {
    const reason = String(form.getFieldValue('reason') ?? '').trim();
    if (!request) return;
    if (!reason) {
      form.setFields([{ name: 'reason', errors: [t('console.deletion.reasonRequired')] }]);
      return;
    }
    decide.mutate(
      { id: request.id, action: 'reject', reason },
      {
        onSuccess: () => {
          notify({ key: 'console.deletion.rejected' });
          form.resetFields();
          onClose();
        },
        onError: (e) => reportSubmitError(e, form, ['reason']),
      },
    );
  });
  return (
    <ReasonSheet
      open={request !== null}
      onClose={onClose}
      className="console-sheet"
      testId="deletion-reject-sheet"
      title={t('console.deletion.rejectTitle')}
      subject={request ? <p>{t('console.deletion.applicantSaid', { reason: request.reason })}</p> : null}
      form={form}
      formName="deletion-reject"
      onSubmit={onSubmit}
      field={{
        name: 'reason',
        label: t('console.deletion.rejectReason'),
        testId: 'deletion-reject-reason',
        maxLength: REJECT_REASON_MAX,
        rows: 3,
        placeholder: t('console.deletion.rejectPlaceholder'),
      }}
      submit={{ label: t('console.deletion.reject'), testId: 'deletion-reject-submit', color: 'danger', loading: decide.isPending }}
    />
  );
}

function RequestRow({ request, onReject }: { request: AdminDeletionRequestDto; onReject: (r: AdminDeletionRequestDto) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const decide = useDecideDeletion();
  const act = (action: 'review' | 'approve') =>
    decide.mutate(
      { id: request.id, action },
      {
        onSuccess: () => notify({ key: action === 'review' ? 'console.deletion.inReview' : 'console.deletion.approved' }),
        onError: (e) => reportSubmitError(e),
      },
    );
  const approve = async () => {
    const ok = await Dialog.confirm({
      title: t('console.deletion.approveTitle'),
      content: t('console.deletion.approveHint'),
      confirmText: t('console.deletion.approve'),
      cancelText: t('common.cancel'),
    });
    if (ok) act('approve');
  };
  return (
    <li className="console-audit" data-testid="deletion-request" data-id={request.id} data-status={request.status}>
      <p className="console-audit__head">
        <Tag fill="outline">{t(`console.deletion.status.${request.status}`)}</Tag>
        <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
      </p>
      <p className="console-audit__reason">{t('console.deletion.applicantSaid', { reason: request.reason })}</p>
      <div className="console-links">
        <Button size="small" fill="outline" onClick={() => void navigate(`${paths.adminConsoleUser}?id=${request.userId}`)}>
          {t('console.deletion.person')}
        </Button>
        {request.status === 'submitted' ? (
          <Button size="small" fill="outline" loading={decide.isPending} onClick={() => act('review')} data-testid="deletion-review">
            {t('console.deletion.review')}
          </Button>
        ) : null}
        <Button
          size="small"
          color="danger"
          fill="outline"
          disabled={decide.isPending}
          onClick={() => void approve()}
          data-testid="deletion-approve"
        >
          {t('console.deletion.approve')}
        </Button>
        <Button size="small" fill="outline" disabled={decide.isPending} onClick={() => onReject(request)} data-testid="deletion-reject">
          {t('console.deletion.reject')}
        </Button>
      </div>
    </li>
  );
}

/** Admins: open account-deletion applications, oldest first — review, approve (anonymises the account) or reject with a reason. */
export default function DeletionRequestsPage() {
  const { t } = useTranslation();
  const requests = useDeletionRequests();
  const [rejecting, setRejecting] = useState<AdminDeletionRequestDto | null>(null);
  return (
    <StaffOnly roles={['admin']} title={t('console.deletion.title')} testId="console-deletion-page">
      <PageLayout title={t('console.deletion.title')} testId="console-deletion-page">
        <PagedList
          query={requests.query}
          items={requests.items}
          render={(r) => <RequestRow key={r.id} request={r} onReject={setRejecting} />}
          as="ul"
          className="console-list"
          ariaLabel={t('console.deletion.title')}
          testIdPrefix="console-deletion"
          listTestId="console-deletion-list"
          empty={{ title: t('console.deletion.empty'), description: t('console.deletion.emptyHint') }}
          failed={{ title: t('console.loadFailed'), description: t('console.loadFailedHint') }}
          footer="console.list"
        />
        <RejectSheet key={rejecting?.id ?? 'none'} request={rejecting} onClose={() => setRejecting(null)} />
      </PageLayout>
    </StaffOnly>
  );
}
