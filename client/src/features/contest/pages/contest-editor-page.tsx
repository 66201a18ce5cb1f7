import type { UploadDto } from '@contracts/api';
import {
  CONTEST_RULES_MAX,
  CONTEST_TITLE_MAX,
  DEFAULT_CONTEST_TIME_ZONE,
  DEFAULT_VOTES_PER_DAY,
  createContestSchema,
  updateContestSchema,
} from '@contracts/schemas/contest';
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
import { useSession } from '@client/lib/use-session';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useContest } from '@client/features/contest/api/contests';
import { useSaveContest } from '@client/features/contest/api/review';
import type { ContestDetailDto } from '@client/features/contest/api/types';
import { ImagePicker } from '@client/features/contest/components/image-picker';
import { fromLocalInput, toLocalInput } from '@client/lib/local-time';
import '@client/features/contest/contest.css';

type Values = {
  title?: string;
  year?: string;
  cover?: UploadDto[];
  rules?: string;
  startsAt?: string;
  endsAt?: string;
  votesPerUserPerDay?: string;
  timeZone?: string;
};
const FIELDS = ['title', 'year', 'cover', 'rules', 'startsAt', 'endsAt', 'votesPerUserPerDay', 'timeZone'] as const;

function initialValues(contest: ContestDetailDto | null): Values {
  if (!contest) {
    return {
      year: String(new Date().getFullYear()),
      cover: [],
      votesPerUserPerDay: String(DEFAULT_VOTES_PER_DAY),
      timeZone: DEFAULT_CONTEST_TIME_ZONE,
    };
  }
  return {
    title: contest.title,
    year: String(contest.year),
    cover: [{ url: contest.cover, fullurl: contest.cover }],
    rules: contest.rules,
    startsAt: toLocalInput(contest.startsAt),
    endsAt: toLocalInput(contest.endsAt),
    votesPerUserPerDay: String(contest.votesPerUserPerDay),
    timeZone: contest.timeZone,
  };
}

function ContestForm({ contest }: { contest: ContestDetailDto | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useSaveContest();
  const initial = useMemo(() => initialValues(contest), [contest]);

  const send = useThrottledAction(() => {
    const v = form.getFieldsValue();
    const raw = {
      title: v.title ?? '',
      year: v.year ?? '',
      cover: v.cover?.[0]?.url ?? '',
      rules: v.rules ?? '',
      startsAt: fromLocalInput(v.startsAt),
      endsAt: fromLocalInput(v.endsAt),
      votesPerUserPerDay: v.votesPerUserPerDay ?? '',
      timeZone: v.timeZone ?? '',
    };
    const valid = validateForm(form, contest ? updateContestSchema : createContestSchema, raw, FIELDS);
    if (!valid) return;
    save.mutate(
      { id: contest?.id ?? null, body: valid },
      {
        onSuccess: (saved) => {
          notify({ key: contest ? 'contest.editor.saved' : 'contest.editor.created' });
          void navigate(`${paths.reviewEntries}?contest=${encodeURIComponent(saved.id)}`, { replace: true });
        },
        // the form keeps every value, so nothing is lost
        onError: (error) => reportSubmitError(error, form, FIELDS),
      },
    );
  });

  return (
    <div className="form-card" data-testid="contest-editor" data-contest-id={contest?.id ?? ''}>
      <Form
        form={form}
        name="contest"
        layout="vertical"
        initialValues={initial}
        onValuesChange={clearErrorsOnEdit(form)}
        onFinish={send}
        footer={
          <SubmitButton
            label={contest ? t('contest.editor.save') : t('contest.editor.create')}
            testId="contest-save"
            loading={save.isPending}
          />
        }
      >
        <Form.Item name="title" label={t('contest.editor.fields.title')} required>
          <TextField testId="contest-title-input" maxLength={CONTEST_TITLE_MAX} placeholder={t('contest.editor.titlePlaceholder')} />
        </Form.Item>
        <Form.Item name="year" label={t('contest.editor.fields.year')} required>
          <TextField testId="contest-year-input" inputMode="numeric" maxLength={4} />
        </Form.Item>
        <Form.Item name="cover" label={t('contest.editor.fields.cover')} required>
          <ImagePicker max={1} testId="contest-cover" />
        </Form.Item>
        <Form.Item name="startsAt" label={t('contest.editor.fields.startsAt')} required>
          <TextField testId="contest-starts-input" type="datetime-local" />
        </Form.Item>
        <Form.Item name="endsAt" label={t('contest.editor.fields.endsAt')} required description={t('contest.editor.endsHint')}>
          <TextField testId="contest-ends-input" type="datetime-local" />
        </Form.Item>
        <Form.Item name="votesPerUserPerDay" label={t('contest.editor.fields.votesPerUserPerDay')} required>
          <TextField testId="contest-daily-input" inputMode="numeric" maxLength={7} />
        </Form.Item>
        <Form.Item name="timeZone" label={t('contest.editor.fields.timeZone')} description={t('contest.editor.timeZoneHint')} required>
          <TextField testId="contest-zone-input" maxLength={64} />
        </Form.Item>
        <Form.Item name="rules" label={t('contest.editor.fields.rules')}>
          <TextAreaField
            testId="contest-rules-input"
            maxLength={CONTEST_RULES_MAX}
            rows={6}
            placeholder={t('contest.editor.rulesPlaceholder')}
          />
        </Form.Item>
      </Form>
    </div>
  );
}

function EditContest({ id }: { id: string }) {
  const { t } = useTranslation();
  const contest = useContest(id);
  if (contest.isPending) return <Skeleton.Paragraph lineCount={8} animated />;
  if (contest.isError || !contest.data) {
    return (
      <div className="center-state" role="alert" data-testid="contest-editor-error">
        <ErrorBlock status="default" title={t('contest.errors.loadTitle')} description={t('contest.errors.loadText')} />
        <Button color="primary" onClick={() => void contest.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <ContestForm key={contest.data.id} contest={contest.data} />;
}

/** Admins: create a contest (`/pages/admin/contest`) or edit one (`?id=`). */
export default function ContestEditorPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params] = useSearchParams();
  const id = params.get('id');
  const title = id ? t('contest.editor.editTitle') : t('contest.editor.newTitle');
  if (!user?.roles.includes('admin')) {
    return (
      <PageLayout title={title} testId="contest-editor-page">
        <div className="center-state" data-testid="review-forbidden">
          <ErrorBlock status="default" title={t('contest.review.forbidden')} description={t('contest.review.forbiddenHint')} />
        </div>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={title} testId="contest-editor-page">
      <div className="page-body--padded">{id ? <EditContest id={id} /> : <ContestForm contest={null} />}</div>
    </PageLayout>
  );
}
