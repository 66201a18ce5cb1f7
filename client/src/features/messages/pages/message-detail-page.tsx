import type { Paged } from '@contracts/api';
import type { MessageDto } from '@contracts/schemas/messages';
import { Button, ErrorBlock, Skeleton, Tag } from 'antd-mobile';
import { useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { inboxKeys, INBOX_TABS } from '@client/features/messages/api/inbox';
import { timeText } from '@client/lib/time-text';
import { useGoBack } from '@client/lib/use-go-back';
import { findCachedMessage, findMessage, useMarkRead } from '@client/features/messages/api/messages';
import '@client/features/messages/messages.css';

/** An in-app link (a path of this app, never another site or a protocol-relative address). */
export function inAppLink(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return link;
}

/** An external http(s) link, opened in a new window. */
function externalLink(link: string | null | undefined): string | null {
  return link && /^https:\/\//i.test(link) ? link : null;
}

function useMessage(id: string) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const passed = (location.state as { message?: MessageDto } | null)?.message;
  return useQuery({
    queryKey: [...inboxKeys.all, 'detail', id],
    queryFn: async () => {
      const cached = findCachedMessage(
        INBOX_TABS.map((tab) => queryClient.getQueryData<InfiniteData<Paged<MessageDto>>>(inboxKeys.list(tab))),
        id,
      );
      return cached ?? (await findMessage(id));
    },
    initialData: passed?.id === id ? passed : undefined,
    enabled: id !== '',
  });
}

export default function MessageDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useMessage(id);
  const { mutate: markRead } = useMarkRead();
  const goBack = useGoBack(paths.messages);
  const message = query.data ?? null;
  const marked = useRef<string | null>(null);

  // opening a message marks it read (once)
  useEffect(() => {
    if (!message || message.read || marked.current === message.id) return;
    marked.current = message.id;
    markRead(message);
  }, [message, markRead]);

  const link = inAppLink(message?.link);
  const external = externalLink(message?.link);

  let content;
  if (id === '' || (query.isSuccess && !message)) {
    content = (
      <div className="center-state" data-testid="message-missing">
        <ErrorBlock status="empty" title={t('messages.detail.missing')} description={t('messages.detail.missingHint')} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void navigate(paths.messages, { replace: true })}>
          {t('messages.detail.toInbox')}
        </Button>
      </div>
    );
  } else if (query.isError) {
    content = (
      <div className="center-state" data-testid="message-error">
        <ErrorBlock status="default" title={t('messages.loadFailed')} description={t('messages.loadFailedHint')} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!message) {
    content = (
      <div style={{ padding: 16 }}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  } else {
    content = (
      <article className="card message-detail" data-testid="message-detail" aria-labelledby="message-detail-title">
        <h2 id="message-detail-title" className="message-detail__title" data-testid="message-detail-title">
          {message.title}
        </h2>
        <div className="message-detail__meta">
          <Tag color="#c73000" fill="outline">
            {t(`messages.categories.${message.category}`)}
          </Tag>
          <time dateTime={message.createdAt}>{timeText(message.createdAt)}</time>
        </div>
        <p className="message-detail__body" data-testid="message-detail-body">
          {message.body}
        </p>
        {link ? (
          <Button block color="primary" shape="rounded" onClick={() => void navigate(link)} data-testid="message-detail-link">
            {t('messages.detail.open')}
          </Button>
        ) : null}
        {external ? (
          <a className="adm-button adm-button-block adm-button-shape-rounded" href={external} target="_blank" rel="noopener noreferrer">
            {t('messages.detail.open')}
          </a>
        ) : null}
      </article>
    );
  }

  return (
    <PageLayout title={t('messages.detail.title')} testId="message-detail-page" onBack={goBack}>
      {content}
    </PageLayout>
  );
}
