import type { UploadDto } from '@contracts/api';
import { ENTRY_FIELD_MAX, ENTRY_IMAGES_MAX, ENTRY_TEXT_MAX, ENTRY_TITLE_MAX, submitEntrySchema } from '@contracts/schemas/contest';
import { Button, ErrorBlock, Form, Skeleton } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { SubmitButton } from '@client/components/form-card';
import { PageLayout } from '@client/components/page-layout';
import { TextAreaField } from '@client/components/text-area-field';
import { TextField } from '@client/components/text-field';
import { clearErrorsOnEdit, reportSubmitError, validateForm } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { localStore, readJson, writeJson } from '@client/lib/storage';
import { useGoBack } from '@client/lib/use-go-back';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { pickCurrentContest, useContest, useContests } from '@client/features/contest/api/contests';
import type { ContestDetailDto } from '@client/features/contest/api/types';
import { useSubmitEntry, type SubmitEntryBody } from '@client/features/contest/api/works';
import { ImagePicker } from '@client/features/contest/components/image-picker';
import '@client/features/contest/contest.css';

type Values = {
  title?: string;
  images?: UploadDto[];
  introduction?: string;
  camera?: string;
  lens?: string;
  housing?: string;
  accessories?: string;
  place?: string;
  year?: string;
};

const FIELDS = ['title', 'images', 'introduction', 'camera', 'lens', 'housing', 'accessories', 'place', 'year'] as const;
const TEXT_FIELDS = ['camera', 'lens', 'housing', 'accessories', 'place'] as const;

const draftKey = (contestId: string) => `reefline:contest-draft:${contestId}`;

/** The draft kept while the form is filled in, so a failure, a reload or a login loses nothing. */
function readDraft(contestId: string): Values | undefined {
  return readJson<Values>(localStore(), draftKey(contestId));
}

function SubmitForm({ contest }: { contest: ContestDetailDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitEntry(contest.id);
  const initial = useMemo<Values>(() => ({ year: String(new Date().getFullYear()), images: [], ...readDraft(contest.id) }), [contest.id]);

  const saveDraft = () => writeJson(localStore(), draftKey(contest.id), form.getFieldsValue());

  const send = useThrottledAction(() => {
    const v = form.getFieldsValue();
    const raw = {
      title: v.title ?? '',
      images: (v.images ?? []).map((i) => i.url),
      introduction: v.introduction ?? '',
      camera: v.camera ?? '',
      lens: v.lens ?? '',
      housing: v.housing ?? '',
      accessories: v.accessories ?? '',
      place: v.place ?? '',
      year: v.year ?? '',
    };
    const valid = validateForm(form, submitEntrySchema, raw, FIELDS);
    if (!valid) return;
    saveDraft();
    submit.mutate(valid as SubmitEntryBody, {
      onSuccess: () => {
        localStore().removeItem(draftKey(contest.id));
        notify({ key: 'contest.submit.done' });
        void navigate(paths.works, { replace: true });
      },
      // the form keeps every value (and the draft), so nothing is lost
      onError: (error) => reportSubmitError(error, form, FIELDS),
    });
  });

  return (
    <div data-testid="submit-page" data-contest-id={contest.id}>
      <p className="submit-intro">{t('contest.submit.intro', { title: contest.title })}</p>
      <div className="form-card">
        <Form
          form={form}
          name="entry"
          layout="vertical"
          initialValues={initial}
          onValuesChange={clearErrorsOnEdit(form, saveDraft)}
          onFinish={send}
          footer={<SubmitButton label={t('contest.submit.send')} testId="submit-entry" loading={submit.isPending} />}
        >
          <Form.Item name="title" label={t('contest.fields.title')} required>
            <TextField testId="entry-title-input" maxLength={ENTRY_TITLE_MAX} placeholder={t('contest.submit.titlePlaceholder')} />
          </Form.Item>
          <Form.Item name="images" label={t('contest.fields.images', { max: ENTRY_IMAGES_MAX })} required>
            <ImagePicker max={ENTRY_IMAGES_MAX} />
          </Form.Item>
          <Form.Item name="introduction" label={t('contest.fields.introduction')}>
            <TextAreaField
              testId="entry-intro-input"
              maxLength={ENTRY_TEXT_MAX}
              rows={4}
              placeholder={t('contest.submit.introPlaceholder')}
            />
          </Form.Item>
          {TEXT_FIELDS.map((name) => (
            <Form.Item key={name} name={name} label={t(`contest.fields.${name}`)}>
              <TextField
                testId={`entry-${name}-input`}
                maxLength={ENTRY_FIELD_MAX}
                placeholder={t(`contest.submit.placeholders.${name}`)}
              />
            </Form.Item>
          ))}
          <Form.Item name="year" label={t('contest.fields.year')} required>
            <TextField testId="entry-year-input" inputMode="numeric" maxLength={4} />
          </Form.Item>
        </Form>
      </div>
    </div>
  );
}

function SubmitFor({ contestId }: { contestId: string }) {
  const { t } = useTranslation();
  const contest = useContest(contestId);
  if (contest.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (contest.isError) {
    return (
      <div className="center-state" role="alert">
        <ErrorBlock status="disconnected" title={t('contest.errors.loadTitle')} description={t('contest.errors.loadText')} />
        <Button color="primary" onClick={() => void contest.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (contest.data.status !== 'in_progress') {
    return (
      <div className="center-state" data-testid="submit-closed">
        <ErrorBlock status="empty" title={t('contest.submit.closed')} description={t('contest.submit.closedText')} />
      </div>
    );
  }
  return <SubmitForm contest={contest.data} />;
}

/** `/pages/vote/submit?contest=…` (needs login): submit a work to a running contest. */
export default function SubmitPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.vote);
  const [params] = useSearchParams();
  const named = params.get('contest');
  const contests = useContests();
  const current =
    named ?? (contests.data ? pickCurrentContest(contests.data.items.filter((c) => c.status === 'in_progress'))?.id : undefined);

  let body;
  if (current) body = <SubmitFor contestId={current} />;
  else if (contests.isPending) body = <Skeleton.Paragraph lineCount={8} animated />;
  else if (contests.isError)
    body = (
      <div className="center-state" role="alert">
        <ErrorBlock status="disconnected" title={t('contest.errors.loadTitle')} description={t('contest.errors.loadText')} />
        <Button color="primary" onClick={() => void contests.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  else
    body = (
      <div className="center-state" data-testid="submit-closed">
        <ErrorBlock status="empty" title={t('contest.submit.closed')} description={t('contest.submit.closedText')} />
      </div>
    );
  return (
    <PageLayout title={t('contest.submit.title')} back onBack={goBack} padded>
      {body}
    </PageLayout>
  );
}
