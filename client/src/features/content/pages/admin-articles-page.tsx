import { REVIEW_REASON_MAX, type ArticleStatus } from '@contracts/schemas/content';
import { CapsuleTabs, Popup, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { RejectPanel, ReviewDecision } from '@client/components/reject-panel';
import { reportSubmitError } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { formatDateTime } from '@client/lib/time-text';
import { useAdminArticleAction, useAdminArticles, type AdminArticle } from '@client/features/content/api/studio';
import { ArticleBody } from '@client/features/content/components/article-body';
import { StatusTag } from '@client/features/content/components/status-tag';
import { ContentList } from '@client/features/content/components/content-list';
import '@client/features/content/content.css';

const TABS: ArticleStatus[] = ['in_review', 'published', 'rejected'];
const TEMPLATES = ['facts', 'images', 'language', 'offTopic'] as const;

function Review({ article, onClose }: { article: AdminArticle | null; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useAdminArticleAction();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const close = () => {
    setRejecting(false);
    setReason('');
    onClose();
  };
  const decide = (decision: 'approve' | 'reject') => {
    if (!article) return;
    if (decision === 'reject' && !reason.trim()) {
      notify({ key: 'content.admin.reasonRequired' });
      return;
    }
    action.mutate(
      { kind: 'review', id: article.id, body: { decision, reason: decision === 'reject' ? reason.trim() : '' } },
      {
        onSuccess: () => {
          notify({ key: decision === 'approve' ? 'content.admin.approved' : 'content.admin.rejected' });
          close();
        },
        onError: (e) => reportSubmitError(e),
      },
    );
  };
  return (
    <Popup visible={article !== null} onMaskClick={close} onClose={close} showCloseButton bodyClassName="admin-review" destroyOnClose>
      {article ? (
        <div role="dialog" aria-label={t('content.admin.preview')} data-testid="admin-review">
          <h2 className="admin-review__title">{article.title}</h2>
          <p className="studio-row__meta">
            {article.author.nickname} · {t(`content.category.${article.category}`)} · {t(`content.language.${article.language}`)}
            {article.locked ? ` · ${t('content.article.lockedBadge')}` : ''}
          </p>
          {article.cover ? <img className="admin-review__cover" src={article.cover} alt="" width={320} height={180} /> : null}
          <ArticleBody html={article.body} testId="admin-review-body" />
          {article.status === 'in_review' ? (
            rejecting ? (
              <RejectPanel
                className="admin-review__reject"
                reason={reason}
                onReasonChange={setReason}
                maxLength={REVIEW_REASON_MAX}
                placeholder={t('content.admin.reason')}
                reasonTestId="admin-reason"
                templates={TEMPLATES.map((k) => ({ key: k, text: t(`content.admin.templates.${k}`) }))}
                confirmLabel={t('content.admin.reject')}
                confirmTestId="admin-reject-confirm"
                loading={action.isPending}
                onConfirm={() => decide('reject')}
              />
            ) : (
              <ReviewDecision
                className="editor__actions"
                rejectLabel={t('content.admin.reject')}
                rejectTestId="admin-reject"
                onReject={() => setRejecting(true)}
                approveLabel={t('content.admin.approve')}
                approveTestId="admin-approve"
                loading={action.isPending}
                onApprove={() => decide('approve')}
              />
            )
          ) : null}
        </div>
      ) : null}
    </Popup>
  );
}

function Row({ article, onOpen }: { article: AdminArticle; onOpen: () => void }) {
  const { t } = useTranslation();
  const action = useAdminArticleAction();
  return (
    <li className="studio-row" data-testid="admin-article-row" data-article-id={article.id}>
      <button type="button" className="studio-row__link link-like" onClick={onOpen} data-testid="admin-article-open">
        <span className="studio-row__title">{article.title}</span>
        <span className="studio-row__meta">
          <StatusTag status={article.status} />
          <span>{article.author.nickname}</span>
          <span>{formatDateTime(article.submittedAt ?? article.updatedAt)}</span>
        </span>
      </button>
      {article.status === 'published' ? (
        <label className="admin-pick">
          <span>{t('content.admin.pick')}</span>
          <Switch
            checked={article.editorPick}
            loading={action.isPending}
            onChange={(pick) => action.mutate({ kind: 'pick', id: article.id, pick }, { onError: (e) => reportSubmitError(e) })}
            data-testid="admin-pick"
          />
        </label>
      ) : null}
    </li>
  );
}

/** The admins' article review queue: preview, approve, reject with a reason; editor's picks. */
export default function AdminArticlesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') as ArticleStatus | null;
  const status = raw && TABS.includes(raw) ? raw : 'in_review';
  const list = useAdminArticles(status);
  const [open, setOpen] = useState<AdminArticle | null>(null);
  return (
    <PageLayout title={t('content.admin.title')} testId="admin-articles-page">
      <CapsuleTabs activeKey={status} onChange={(k) => setParams({ status: k }, { replace: true })} className="content-category-tabs">
        {TABS.map((s) => (
          <CapsuleTabs.Tab key={s} title={t(`content.status.${s}`)} />
        ))}
      </CapsuleTabs>
      <ContentList
        query={list.query}
        items={list.items}
        render={(a) => <Row key={a.id} article={a} onOpen={() => setOpen(a)} />}
        className="studio-list"
        empty={{ title: t('content.admin.empty') }}
        testId="admin-articles"
        listTestId="admin-articles-list"
      />
      <Review article={open} onClose={() => setOpen(null)} />
    </PageLayout>
  );
}
