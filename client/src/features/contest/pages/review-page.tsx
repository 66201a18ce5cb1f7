import type { AdminEntry, EntryStatus, FlaggedVote } from '@contracts/schemas/contest';
import { REJECT_REASON_MAX, reviewEntrySchema } from '@contracts/schemas/contest';
import { Button, CapsuleTabs, Dialog, ErrorBlock, Form, Image, NoticeBar, Skeleton, Tabs, Tag } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { PagedList, type PagedQuery } from '@client/components/paged-list';
import { ReasonSheet } from '@client/components/reason-sheet';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { timeText } from '@client/lib/time-text';
import { useSession } from '@client/lib/use-session';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { pickCurrentContest, useContest, useContests } from '@client/features/contest/api/contests';
import { useAdminEntries, useHeldVotes, useModerateVotes, useReviewEntry } from '@client/features/contest/api/review';
import '@client/features/contest/contest.css';
import { sized } from '@client/lib/sized-image';

type Tab = EntryStatus | 'held';
const TABS: readonly Tab[] = ['submitted', 'approved', 'rejected', 'held'];

function RejectPopup({ entry, onClose }: { entry: AdminEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const review = useReviewEntry();

  const close = () => {
    form.resetFields();
    onClose();
  };
  const onSubmit = useThrottledAction(() => {
    if (!entry) return;
    const reason: unknown = form.getFieldValue('reason');
    const body = { decision: 'reject', reason: typeof reason === 'string' ? reason : '' };
    const valid = validateForm(form, reviewEntrySchema, body, ['reason']);
    if (!valid) return;
    review.mutate(
      { id: entry.id, ...valid },
      {
        onSuccess: () => {
          notify({ key: 'contest.review.rejected' });
          close();
        },
        onError: (e) => reportSubmitError(e, form, ['reason']),
      },
    );
  });

  return (
    <ReasonSheet
      open={entry !== null}
      onClose={close}
      className="review-reject"
      testId="review-reject-popup"
      title={t('contest.review.rejectTitle')}
      subject={entry ? <p className="review-reject__entry">{entry.title}</p> : null}
      form={form}
      formName="review-reject"
      onSubmit={onSubmit}
      field={{
        name: 'reason',
        label: t('contest.review.reasonLabel'),
        testId: 'review-reason-input',
        maxLength: REJECT_REASON_MAX,
        rows: 4,
        placeholder: t('contest.review.reasonPlaceholder'),
      }}
      submit={{ label: t('contest.review.reject'), testId: 'review-reject-submit', color: 'danger', loading: review.isPending }}
    />
  );
}

function EntryCard({ entry, onReject }: { entry: AdminEntry; onReject: (entry: AdminEntry) => void }) {
  const { t } = useTranslation();
  const review = useReviewEntry();
  const approve = useThrottledAction(() => {
    void Dialog.confirm({
      content: t('contest.review.approveConfirm', { title: entry.title }),
      confirmText: t('contest.review.approve'),
      cancelText: t('common.cancel'),
    }).then((ok) => {
      if (!ok) return;
      // the promise, not mutate()'s callbacks: those are dropped when the approved card leaves the list first
      review.mutateAsync({ id: entry.id, decision: 'approve' }).then(
        () => notify({ key: 'contest.review.approved' }),
        (e: unknown) => reportSubmitError(e),
      );
    });
  });
  return (
    <article className="card review-card" data-testid="review-entry" data-id={entry.id} data-status={entry.status}>
      <Image className="review-card__cover" src={sized(entry.cover, 88)} alt={entry.title} width={88} height={88} fit="cover" lazy />
      <div className="review-card__body">
        <h3 className="review-card__title">{entry.title}</h3>
        <p className="review-card__meta">
          {t('contest.entry.by', { name: entry.photographer.nickname })} ·{' '}
          <time dateTime={entry.createdAt}>{timeText(entry.createdAt)}</time> · {t('contest.review.photos', { count: entry.images.length })}
        </p>
        {entry.status === 'approved' ? (
          <p className="review-card__meta" data-testid="review-entry-votes">
            {t('contest.review.votes', { count: entry.votes })}
            {entry.heldVotes > 0 ? ` · ${t('contest.review.heldCount', { count: entry.heldVotes })}` : ''}
          </p>
        ) : null}
        {entry.status === 'rejected' && entry.rejectReason ? (
          <p className="review-card__reason" data-testid="review-entry-reason">
            {t('contest.review.reasonShown', { reason: entry.rejectReason })}
          </p>
        ) : null}
        {entry.status === 'submitted' ? (
          <div className="review-card__actions">
            <Button size="small" shape="rounded" color="danger" fill="outline" onClick={() => onReject(entry)} data-testid="review-reject">
              {t('contest.review.reject')}
            </Button>
            <Button size="small" shape="rounded" color="primary" loading={review.isPending} onClick={approve} data-testid="review-approve">
              {t('contest.review.approve')}
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  );
}

function HeldVoteCard({ vote }: { vote: FlaggedVote }) {
  const { t } = useTranslation();
  const moderate = useModerateVotes();
  // the promise, not mutate()'s callbacks: those are dropped when the decided card leaves the list first
  const decide = (decision: 'void' | 'approve') =>
    void moderate.mutateAsync({ ids: [vote.id], decision }).then(
      () => notify({ key: decision === 'void' ? 'contest.review.voided' : 'contest.review.counted' }),
      (e: unknown) => reportSubmitError(e),
    );
  const reason = vote.reason === 'ip_cluster' || vote.reason === 'device_cluster' ? t(`contest.review.why.${vote.reason}`) : vote.reason;
  return (
    <article className="card review-card review-card--vote" data-testid="review-held-vote" data-id={vote.id}>
      <div className="review-card__body">
        <h3 className="review-card__title">{vote.entryTitle}</h3>
        <p className="review-card__meta">
          {t('contest.review.voter', { name: vote.voter.nickname })} · <time dateTime={vote.createdAt}>{timeText(vote.createdAt)}</time>
        </p>
        <p className="review-card__meta">
          {reason ? (
            <Tag color="warning" fill="outline">
              {reason}
            </Tag>
          ) : null}{' '}
          IP {vote.ip}
          {vote.deviceId ? ` · ${t('contest.review.device', { id: vote.deviceId.slice(0, 12) })}` : ''}
        </p>
        <div className="review-card__actions">
          <Button
            size="small"
            shape="rounded"
            color="danger"
            fill="outline"
            disabled={moderate.isPending}
            onClick={() => decide('void')}
            data-testid="review-void"
          >
            {t('contest.review.void')}
          </Button>
          <Button
            size="small"
            shape="rounded"
            color="primary"
            disabled={moderate.isPending}
            onClick={() => decide('approve')}
            data-testid="review-count"
          >
            {t('contest.review.count')}
          </Button>
        </div>
      </div>
    </article>
  );
}

function EntriesTab({ contestId, status, onReject }: { contestId: string; status: EntryStatus; onReject: (e: AdminEntry) => void }) {
  const { t } = useTranslation();
  const query = useAdminEntries(contestId, status);
  return (
    <ReviewList
      query={query}
      items={query.data?.pages.flatMap((p) => p.items) ?? []}
      listTestId={`review-list-${status}`}
      emptyTitle={t(`contest.review.empty.${status}`)}
      render={(entry) => <EntryCard key={entry.id} entry={entry} onReject={onReject} />}
    />
  );
}

const BULK_ACTIONS = [
  { decision: 'void', color: 'danger', label: 'contest.review.voidAll', testId: 'review-void-all' },
  { decision: 'approve', color: 'primary', label: 'contest.review.countAll', testId: 'review-count-all' },
] as const;

/** Void or count every held vote loaded so far, after a confirmation (a flagged cluster can hold hundreds). */
function HeldBulkActions({ votes }: { votes: FlaggedVote[] }) {
  const { t } = useTranslation();
  const moderate = useModerateVotes();
  const ids = votes.slice(0, 500).map((v) => v.id);
  const decide = useThrottledAction((decision: 'void' | 'approve') => {
    void Dialog.confirm({
      content: t(decision === 'void' ? 'contest.review.voidAllConfirm' : 'contest.review.countAllConfirm', { count: ids.length }),
      confirmText: t(decision === 'void' ? 'contest.review.void' : 'contest.review.count'),
      cancelText: t('common.cancel'),
    }).then((ok) => {
      if (!ok) return;
      // the promise, not mutate()'s callbacks: those are dropped when the emptied list unmounts this first
      moderate.mutateAsync({ ids, decision }).then(
        (r) => notify({ key: decision === 'void' ? 'contest.review.voidedN' : 'contest.review.countedN', params: { count: r.changed } }),
        (e: unknown) => reportSubmitError(e),
      );
    });
  });
  return (
    <div className="review-bulk">
      {BULK_ACTIONS.map((a) => (
        <Button
          key={a.decision}
          size="small"
          shape="rounded"
          color={a.color}
          fill="outline"
          disabled={moderate.isPending}
          onClick={() => decide(a.decision)}
          data-testid={a.testId}
        >
          {t(a.label, { count: ids.length })}
        </Button>
      ))}
    </div>
  );
}

function HeldTab({ contestId }: { contestId: string }) {
  const { t } = useTranslation();
  const query = useHeldVotes(contestId);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      {items.length > 1 ? <HeldBulkActions votes={items} /> : null}
      <ReviewList
        query={query}
        items={items}
        listTestId="review-list-held"
        emptyTitle={t('contest.review.empty.held')}
        render={(vote) => <HeldVoteCard key={vote.id} vote={vote} />}
      />
    </>
  );
}

/** The review screen's lists: the shared paged list with this screen's texts. */
function ReviewList<T>(props: { query: PagedQuery; items: T[]; listTestId: string; emptyTitle: string; render: (item: T) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <PagedList
      {...props}
      testIdPrefix="review"
      className="review-list"
      empty={{ title: props.emptyTitle, description: t('contest.review.emptyHint') }}
      failed={{ title: t('contest.review.loadFailed'), description: t('contest.review.loadFailedHint') }}
      footer="contest.review.list"
    />
  );
}

/** Admins: works waiting for a decision, decided works, and votes held for review, per contest. */
export default function ReviewPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const contests = useContests();
  const [rejecting, setRejecting] = useState<AdminEntry | null>(null);
  const firstPage = contests.data?.items ?? [];
  // A link may name a contest older than the list's first page: fetch that one and add its tab
  // (kept while the screen is open, so switching to another contest and back works).
  const wanted = params.get('contest');
  const [older, setOlder] = useState<string | null>(null);
  if (contests.isSuccess && wanted && wanted !== older && !firstPage.some((c) => c.id === wanted)) setOlder(wanted);
  const named = useContest(older);
  const list = named.data && !firstPage.some((c) => c.id === named.data.id) ? [...firstPage, named.data] : firstPage;
  const loadingLinked = older !== null && wanted === older && named.isPending;
  const linkedMissing = older !== null && wanted === older && named.isError;
  const contestId = list.find((c) => c.id === wanted)?.id ?? (loadingLinked ? null : (pickCurrentContest(list)?.id ?? null));
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'submitted';
  const go = (next: { contest?: string; tab?: Tab }) =>
    setParams({ contest: next.contest ?? contestId ?? '', tab: next.tab ?? tab }, { replace: true });

  if (!user?.roles.includes('admin')) {
    return (
      <PageLayout title={t('contest.review.title')} testId="review-page">
        <div className="center-state" data-testid="review-forbidden">
          <ErrorBlock status="default" title={t('contest.review.forbidden')} description={t('contest.review.forbiddenHint')} />
        </div>
      </PageLayout>
    );
  }

  let body: ReactNode;
  if (contests.isPending || loadingLinked) body = <Skeleton.Paragraph lineCount={6} animated />;
  else if (contests.isError || !contestId) {
    body = (
      <div className="center-state" data-testid={contests.isError ? 'review-error' : 'review-no-contest'}>
        <ErrorBlock
          status={contests.isError ? 'default' : 'empty'}
          title={t(contests.isError ? 'contest.review.loadFailed' : 'contest.none.title')}
          description={contests.isError ? t('contest.review.loadFailedHint') : null}
        />
        {contests.isError ? null : (
          <Button color="primary" shape="rounded" onClick={() => void navigate(paths.contestEditor)} data-testid="review-new-contest">
            {t('contest.editor.newTitle')}
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <>
        {linkedMissing ? (
          <NoticeBar content={t('contest.review.linkedMissing')} color="alert" wrap data-testid="review-contest-missing" />
        ) : null}
        {list.length > 1 ? (
          <CapsuleTabs activeKey={contestId} onChange={(key) => go({ contest: key })} className="review-contests">
            {list.map((c) => (
              <CapsuleTabs.Tab key={c.id} title={<span data-testid={`review-contest-${c.id}`}>{c.title}</span>} />
            ))}
          </CapsuleTabs>
        ) : null}
        <div className="review-manage">
          <Button
            size="small"
            fill="outline"
            shape="rounded"
            onClick={() => void navigate(`${paths.contestEditor}?id=${encodeURIComponent(contestId)}`)}
            data-testid="review-edit-contest"
          >
            {t('contest.editor.editTitle')}
          </Button>
          <Button
            size="small"
            color="primary"
            shape="rounded"
            onClick={() => void navigate(paths.contestEditor)}
            data-testid="review-new-contest"
          >
            {t('contest.editor.newTitle')}
          </Button>
        </div>
        <Tabs activeKey={tab} onChange={(key) => go({ tab: key as Tab })} className="review-tabs">
          {TABS.map((x) => (
            <Tabs.Tab key={x} title={<span data-testid={`review-tab-${x}`}>{t(`contest.review.tabs.${x}`)}</span>} />
          ))}
        </Tabs>
        {tab === 'held' ? (
          <HeldTab key={contestId} contestId={contestId} />
        ) : (
          <EntriesTab key={`${contestId}-${tab}`} contestId={contestId} status={tab} onReject={setRejecting} />
        )}
      </>
    );
  }

  return (
    <PageLayout title={t('contest.review.title')} testId="review-page">
      <div className="review-page">{body}</div>
      {/* Only over the list it was opened from (the back button may change the tab under it). */}
      <RejectPopup
        entry={rejecting && tab === 'submitted' && rejecting.contestId === contestId ? rejecting : null}
        onClose={() => setRejecting(null)}
      />
    </PageLayout>
  );
}
