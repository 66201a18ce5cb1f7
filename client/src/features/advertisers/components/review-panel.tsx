import { REJECT_REASON_MAX, reviewSchema } from '@contracts/schemas/advertisers';
import { Button, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useRejectTemplates, useReview } from '@client/features/advertisers/api/admin';

type Props = { kind: 'application' | 'creative'; id: string; onDone: () => void };

/** Approve, or reject with a reason: a template (the server's, in the reader's language) and/or free text. */
export function ReviewPanel({ kind, id, onDone }: Props) {
  const { t } = useTranslation();
  const review = useReview();
  const templates = useRejectTemplates();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');

  const decide = (decision: 'approve' | 'reject') => {
    const checked = validateWith(reviewSchema, { decision, reason: decision === 'reject' ? reason : '' });
    if (!checked.ok) {
      notify(checked.errors[0]?.msg ?? '');
      return;
    }
    review.mutate(
      { kind, id, body: checked.data },
      {
        onSuccess: () => {
          notify({ key: decision === 'approve' ? 'advertisers.admin.approved' : 'advertisers.admin.rejected' });
          setRejecting(false);
          setReason('');
          onDone();
        },
        onError: (e) => reportSubmitError(e),
      },
    );
  };

  if (!rejecting) {
    return (
      <div className="ad-actions ad-actions--row">
        <Button block color="danger" fill="outline" onClick={() => setRejecting(true)} data-testid="ad-admin-reject">
          {t('advertisers.admin.reject')}
        </Button>
        <Button block color="primary" loading={review.isPending} onClick={() => decide('approve')} data-testid="ad-admin-approve">
          {t('advertisers.admin.approve')}
        </Button>
      </div>
    );
  }
  return (
    <div className="ad-reject">
      {templates.data && templates.data.length > 0 ? (
        <Selector
          columns={1}
          options={templates.data.map((tpl) => ({ label: tpl.text, value: tpl.key }))}
          onChange={(v) => {
            const picked = templates.data?.find((tpl) => tpl.key === v[0]);
            if (picked) setReason(picked.text);
          }}
          data-testid="ad-admin-templates"
        />
      ) : null}
      <TextArea
        value={reason}
        onChange={setReason}
        maxLength={REJECT_REASON_MAX}
        rows={3}
        showCount
        placeholder={t('advertisers.admin.reason')}
        aria-label={t('advertisers.admin.reason')}
        data-testid="ad-admin-reason"
      />
      <Button block color="danger" loading={review.isPending} onClick={() => decide('reject')} data-testid="ad-admin-reject-confirm">
        {t('advertisers.admin.rejectConfirm')}
      </Button>
    </div>
  );
}
