import { REJECT_REASON_MAX, reviewSchema } from '@contracts/schemas/advertisers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RejectPanel, ReviewDecision } from '@client/components/reject-panel';
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
    // A ready-made reason left as picked goes by its key (the applicant reads it in their language);
    // anything the reviewer wrote or changed goes as written, marked as their note (decision 0135).
    const reasonKey = templates.data?.find((tpl) => tpl.text === reason.trim())?.key;
    const checked = validateWith(
      reviewSchema,
      decision !== 'reject' ? { decision } : reasonKey ? { decision, reasonKey } : { decision, reason },
    );
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
      <ReviewDecision
        className="ad-actions ad-actions--row"
        rejectLabel={t('advertisers.admin.reject')}
        rejectTestId="ad-admin-reject"
        onReject={() => setRejecting(true)}
        approveLabel={t('advertisers.admin.approve')}
        approveTestId="ad-admin-approve"
        loading={review.isPending}
        onApprove={() => decide('approve')}
      />
    );
  }
  return (
    <RejectPanel
      className="ad-reject"
      reason={reason}
      onReasonChange={setReason}
      maxLength={REJECT_REASON_MAX}
      placeholder={t('advertisers.admin.reason')}
      reasonTestId="ad-admin-reason"
      templates={templates.data}
      templatesInColumn
      templatesTestId="ad-admin-templates"
      confirmLabel={t('advertisers.admin.rejectConfirm')}
      confirmTestId="ad-admin-reject-confirm"
      loading={review.isPending}
      onConfirm={() => decide('reject')}
    />
  );
}
