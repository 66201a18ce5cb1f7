import type { Role } from '@contracts/api';
import { FEEDBACK_REPLY_MAX, feedbackReplySchema } from '@contracts/schemas/feedback';
import { Button, ErrorBlock, Form, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { ScreenshotStrip } from '@client/components/screenshot-strip';
import { PagedList } from '@client/components/paged-list';
import { ReasonSheet } from '@client/components/reason-sheet';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { timeText } from '@client/lib/time-text';
import { useSession } from '@client/lib/use-session';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import {
  CS_STATUSES,
  useCsFeedback,
  useReplyToFeedback,
  type CsFeedbackItem,
  type CsStatus,
} from '@client/features/admin-feedback/api/admin-feedback';
import '@client/features/admin-feedback/admin-feedback.css';

const CS_ROLES: readonly Role[] = ['customer_service', 'admin'];

export function canServeCustomers(roles: readonly Role[] | undefined): boolean {
  return !!roles?.some((r) => CS_ROLES.includes(r));
}

function ReplyPopup({ item, onClose }: { item: CsFeedbackItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ content?: string }>();
  const reply = useReplyToFeedback();

  const onSubmit = useThrottledAction(() => {
    if (!item) return;
    const content: unknown = form.getFieldValue('content');
    const valid = validateForm(form, feedbackReplySchema, { content: typeof content === 'string' ? content : '' }, ['content']);
    if (!valid) return;
    reply.mutate(
      { id: item.id, content: valid.content },
      {
        onSuccess: () => {
          notify({ key: 'cs.replied' });
          form.resetFields();
          onClose();
        },
        onError: (e) => reportSubmitError(e, form, ['content']),
      },
    );
  });

  return (
    <ReasonSheet
      open={item !== null}
      onClose={onClose}
      className="cs-reply"
      testId="cs-reply-popup"
      title={t('cs.replyTitle')}
      subject={item ? <p className="cs-reply__quote">{item.content}</p> : null}
      form={form}
      formName="cs-reply"
      onSubmit={onSubmit}
      field={{
        name: 'content',
        label: t('cs.replyLabel'),
        testId: 'cs-reply-input',
        maxLength: FEEDBACK_REPLY_MAX,
        rows: 5,
        placeholder: t('cs.replyPlaceholder'),
      }}
      submit={{ label: t('cs.send'), testId: 'cs-reply-submit', color: 'primary', loading: reply.isPending }}
    />
  );
}

function CsCard({ item, onReply }: { item: CsFeedbackItem; onReply: (item: CsFeedbackItem) => void }) {
  const { t } = useTranslation();
  return (
    <article className="card cs-card" data-testid="cs-item" data-id={item.id} data-status={item.status}>
      <header className="cs-card__head">
        <strong className="cs-card__user">{item.user.nickname}</strong>
        <Tag color="#c73000" fill="outline">
          {t(`feedback.types.${item.type}`)}
        </Tag>
        <time className="cs-card__time" dateTime={item.createdAt}>
          {timeText(item.createdAt)}
        </time>
      </header>
      <p className="cs-card__content" data-testid="cs-item-content">
        {item.content}
      </p>
      <ScreenshotStrip images={item.screenshots} className="cs-card__shots" />
      {item.reply ? (
        <section className="cs-card__reply" data-testid="cs-item-reply">
          <p className="cs-card__reply-title">
            {t('cs.yourReply')} <time dateTime={item.reply.repliedAt}>{timeText(item.reply.repliedAt)}</time>
          </p>
          <p className="cs-card__reply-text">{item.reply.content}</p>
        </section>
      ) : (
        <Button color="primary" size="small" shape="rounded" onClick={() => onReply(item)} data-testid="cs-item-reply-button">
          {t('cs.reply')}
        </Button>
      )}
    </article>
  );
}

function CsList({ status, onReply }: { status: CsStatus; onReply: (item: CsFeedbackItem) => void }) {
  const { t } = useTranslation();
  const list = useCsFeedback(status, true);
  return (
    <PagedList
      query={list}
      items={list.data?.pages.flatMap((p) => p.items) ?? []}
      render={(item) => <CsCard key={item.id} item={item} onReply={onReply} />}
      testIdPrefix="cs"
      listTestId={`cs-list-${status}`}
      className="cs-list"
      empty={{ title: t(`cs.empty.${status}`), description: t('cs.emptyHint') }}
      failed={{ title: t('cs.loadFailed'), description: t('cs.loadFailedHint') }}
      footer="cs.list"
    />
  );
}

/** Customer service: open and replied feedback, and the reply form (roles customer_service, admin). */
export default function CsFeedbackPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const status: CsStatus = params.get('status') === 'replied' ? 'replied' : 'open';
  const [replying, setReplying] = useState<CsFeedbackItem | null>(null);

  if (!canServeCustomers(user?.roles)) {
    return (
      <PageLayout title={t('cs.title')} testId="cs-page">
        <div className="center-state" data-testid="cs-forbidden">
          <ErrorBlock status="default" title={t('cs.forbidden')} description={t('cs.forbiddenHint')} />
        </div>
      </PageLayout>
    );
  }

  return (
    <PageLayout title={t('cs.title')} testId="cs-page">
      <div className="cs-page">
        <Tabs
          activeKey={status}
          onChange={(key) => setParams(key === 'replied' ? { status: 'replied' } : {}, { replace: true })}
          className="cs-tabs"
        >
          {CS_STATUSES.map((s) => (
            <Tabs.Tab key={s} title={<span data-testid={`cs-tab-${s}`}>{t(`cs.tabs.${s}`)}</span>} />
          ))}
        </Tabs>
        <CsList key={status} status={status} onReply={setReplying} />
      </div>
      <ReplyPopup item={replying} onClose={() => setReplying(null)} />
    </PageLayout>
  );
}
