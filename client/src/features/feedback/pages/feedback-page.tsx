import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_MAX_SCREENSHOTS,
  FEEDBACK_TYPES,
  feedbackSchema,
  type FeedbackType,
} from '@contracts/schemas/feedback';
import { ErrorBlock, Form, Selector, Skeleton, Tabs, Tag } from 'antd-mobile';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormCard, SubmitButton } from '@client/components/form-card';
import { PageLayout } from '@client/components/page-layout';
import { ScreenshotStrip } from '@client/components/screenshot-strip';
import { PagedList } from '@client/components/paged-list';
import { TextAreaField } from '@client/components/text-area-field';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { timeText } from '@client/lib/time-text';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useFeedback, useMyFeedback, useSubmitFeedback, type FeedbackItem } from '@client/features/feedback/api/feedback';
import { ScreenshotPicker, useScreenshots } from '@client/features/feedback/components/screenshot-picker';
import { clearDraft, readDraft, saveDraft } from '@client/features/feedback/utils/draft';
import { blockingReason, uploadedUrls } from '@client/features/feedback/utils/screenshots';
import '@client/features/feedback/feedback.css';

const FORM_FIELDS = ['type', 'content', 'screenshots'] as const;

type Values = { type?: FeedbackType; content?: string };

function TypePicker({ value, onChange }: { value?: FeedbackType; onChange?: (v: FeedbackType | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <Selector<FeedbackType>
      className="feedback-types"
      columns={3}
      options={FEEDBACK_TYPES.map((type) => ({ label: t(`feedback.types.${type}`), value: type }))}
      value={value ? [value] : []}
      onChange={(v) => onChange?.(v[0])}
      showCheckMark={false}
    />
  );
}

function FeedbackForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const draft = useMemo(readDraft, []);
  const { shots, dispatch, progress, enqueue } = useScreenshots(draft.shots);
  const submit = useSubmitFeedback();

  const urls = uploadedUrls(shots);
  const urlKey = urls.join('\n');
  useEffect(() => {
    saveDraft({ ...(form.getFieldsValue() as Values), screenshots: urlKey ? urlKey.split('\n') : [] });
  }, [urlKey, form]);

  const onSubmit = useThrottledAction(() => {
    const values = form.getFieldsValue() as Values;
    const blocked = blockingReason(shots);
    if (blocked) {
      notify({ key: blocked === 'uploading' ? 'feedback.waitUploads' : 'feedback.fixFailedShots' });
      return;
    }
    const valid = validateForm(form, feedbackSchema, { type: values.type, content: values.content ?? '', screenshots: urls }, FORM_FIELDS);
    if (!valid) return;
    submit.mutate(valid, {
      onSuccess: () => {
        notify({ key: 'feedback.submitted' });
        clearDraft();
        form.resetFields();
        dispatch({ type: 'reset' });
        onSubmitted();
      },
      // the form, its screenshots and the saved draft stay as they were
      onError: (e) => reportSubmitError(e, form, FORM_FIELDS),
    });
  });

  return (
    <FormCard<Values>
      form={form}
      name="feedback"
      initialValues={{ type: draft.type, content: draft.content }}
      onEdit={(_changed, all) => saveDraft({ ...all, screenshots: urls })}
      onFinish={onSubmit}
      footer={<SubmitButton label={t('feedback.submit')} testId="feedback-submit" loading={submit.isPending} />}
    >
      <Form.Item name="type" label={t('feedback.type')} required>
        <TypePicker />
      </Form.Item>
      <Form.Item name="content" label={t('feedback.content')} required>
        <TextAreaField testId="feedback-content" maxLength={FEEDBACK_CONTENT_MAX} rows={6} placeholder={t('feedback.contentPlaceholder')} />
      </Form.Item>
      <Form.Item name="screenshots" label={t('feedback.screenshotsLabel', { max: FEEDBACK_MAX_SCREENSHOTS })}>
        <ScreenshotPicker shots={shots} dispatch={dispatch} max={FEEDBACK_MAX_SCREENSHOTS} progress={progress} onQueued={enqueue} />
      </Form.Item>
    </FormCard>
  );
}

function FeedbackCard({ item, highlighted }: { item: FeedbackItem; highlighted: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  return (
    <article
      ref={ref}
      className={highlighted ? 'card feedback-card feedback-card--highlight' : 'card feedback-card'}
      data-testid="feedback-item"
      data-id={item.id}
      data-status={item.status}
    >
      <header className="feedback-card__head">
        <Tag color="#c73000" fill="outline">
          {t(`feedback.types.${item.type}`)}
        </Tag>
        <Tag color={item.status === 'replied' ? '#1f6b2a' : '#8a4500'} data-testid="feedback-item-status">
          {t(`feedback.status.${item.status}`)}
        </Tag>
        <time className="feedback-card__time" dateTime={item.createdAt}>
          {timeText(item.createdAt)}
        </time>
      </header>
      <p className="feedback-card__content">{item.content}</p>
      <ScreenshotStrip images={item.screenshots} className="feedback-card__shots" />
      {item.reply ? (
        <section className="feedback-card__reply" data-testid="feedback-item-reply" aria-label={t('feedback.platformReply')}>
          <p className="feedback-card__reply-title">
            {t('feedback.platformReply')}
            <time dateTime={item.reply.repliedAt}>{timeText(item.reply.repliedAt)}</time>
          </p>
          <p className="feedback-card__reply-text">{item.reply.content}</p>
        </section>
      ) : (
        <p className="feedback-card__waiting">{t('feedback.awaitingReply')}</p>
      )}
    </article>
  );
}

/** The feedback a message linked to, shown first (fetched on its own: it may be on a later page). */
function FocusedFeedback({ id }: { id: string }) {
  const { t } = useTranslation();
  const one = useFeedback(id);
  if (one.isPending) return <Skeleton.Paragraph lineCount={3} animated />;
  if (one.isError) {
    return (
      <div className="center-state" data-testid="feedback-focused-missing">
        <ErrorBlock status="empty" title={t('feedback.missing')} description={t('feedback.missingHint')} />
      </div>
    );
  }
  return <FeedbackCard item={one.data} highlighted />;
}

function FeedbackHistory({ highlight }: { highlight: string | null }) {
  const { t } = useTranslation();
  const list = useMyFeedback();
  const items = (list.data?.pages.flatMap((p) => p.items) ?? []).filter((item) => item.id !== highlight);

  return (
    <PagedList
      query={list}
      items={items}
      render={(item) => <FeedbackCard key={item.id} item={item} highlighted={false} />}
      lead={highlight ? <FocusedFeedback id={highlight} /> : null}
      testIdPrefix="feedback-history"
      listTestId="feedback-history"
      className="feedback-history"
      empty={{ title: t('feedback.empty'), description: t('feedback.emptyHint') }}
      failed={{ title: t('feedback.loadFailed'), description: t('feedback.loadFailedHint') }}
      footer="feedback.list"
    />
  );
}

type PageTab = 'new' | 'history';

export default function FeedbackPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const highlight = params.get('id');
  const tab: PageTab = highlight || params.get('tab') === 'history' ? 'history' : 'new';

  return (
    <PageLayout title={t('feedback.title')} testId="feedback-page">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'history' ? { tab: 'history' } : {}, { replace: true })}
        className="feedback-tabs"
      >
        <Tabs.Tab key="new" title={<span data-testid="feedback-tab-new">{t('feedback.tabs.new')}</span>}>
          <FeedbackForm onSubmitted={() => setParams({ tab: 'history' }, { replace: true })} />
        </Tabs.Tab>
        <Tabs.Tab key="history" title={<span data-testid="feedback-tab-history">{t('feedback.tabs.history')}</span>}>
          <FeedbackHistory highlight={highlight} />
        </Tabs.Tab>
      </Tabs>
    </PageLayout>
  );
}
