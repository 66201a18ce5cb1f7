import { deleteMessagesSchema, type MessageDto } from '@contracts/schemas/messages';
import { Badge, Button, Checkbox, Dialog, Tabs } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { PagedList } from '@client/components/paged-list';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { badgeText } from '@client/lib/badges';
import { INBOX_TABS, unreadOf, useUnreadCount, type InboxTab } from '@client/features/messages/api/inbox';
import { notify } from '@client/lib/notify';
import { timeText } from '@client/lib/time-text';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useDeleteMessages, useMarkAllRead, useMessages } from '@client/features/messages/api/messages';
import '@client/features/messages/messages.css';

function isTab(value: string | null): value is InboxTab {
  return value !== null && (INBOX_TABS as readonly string[]).includes(value);
}

type ItemProps = {
  message: MessageDto;
  managing: boolean;
  selected: boolean;
  onOpen: (message: MessageDto) => void;
  onToggle: (id: string) => void;
};

function MessageItem({ message, managing, selected, onOpen, onToggle }: ItemProps) {
  const { t } = useTranslation();
  const label = `${message.read ? '' : `${t('messages.unread')} · `}${message.title}`;
  return (
    <li className={message.read ? 'message-item' : 'message-item message-item--unread'}>
      {managing ? (
        <Checkbox
          className="message-item__check"
          checked={selected}
          onChange={() => onToggle(message.id)}
          aria-label={t('messages.select', { title: message.title })}
          data-testid={`message-check-${message.id}`}
        />
      ) : null}
      <button
        type="button"
        className="message-item__main"
        aria-label={label}
        aria-pressed={managing ? selected : undefined}
        onClick={() => (managing ? onToggle(message.id) : onOpen(message))}
        data-testid="message-item"
        data-id={message.id}
        data-read={message.read ? 'true' : 'false'}
      >
        <span className="message-item__head">
          {message.read ? null : <span className="message-item__dot" aria-hidden />}
          <span className="message-item__title">{message.title}</span>
          <span className="message-item__time">{timeText(message.createdAt)}</span>
        </span>
        <span className="message-item__meta">{t(`messages.categories.${message.category}`)}</span>
        <span className="message-item__body">{message.body}</span>
      </button>
    </li>
  );
}

function MessageList({
  tab,
  managing,
  selected,
  onToggle,
  onLoaded,
}: {
  tab: InboxTab;
  managing: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onLoaded: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useMessages(tab);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);

  useEffect(() => {
    onLoaded(items.map((m) => m.id));
  }, [items, onLoaded]);

  return (
    <PagedList
      query={list}
      items={items}
      render={(m) => (
        <MessageItem
          key={m.id}
          message={m}
          managing={managing}
          selected={selected.has(m.id)}
          onToggle={onToggle}
          onOpen={(message) => void navigate(`${paths.messageDetail}?id=${encodeURIComponent(message.id)}`, { state: { message } })}
        />
      )}
      as="ul"
      ariaLabel={t(`messages.tabs.${tab}`)}
      testIdPrefix="messages"
      listTestId="messages-list"
      className="message-list"
      empty={{ title: t('messages.empty'), description: t('messages.emptyHint') }}
      failed={{ title: t('messages.loadFailed'), description: t('messages.loadFailedHint') }}
      footer="messages.list"
    />
  );
}

export default function MessagesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: InboxTab = isTab(tabParam) ? tabParam : 'all';
  const counts = useUnreadCount();
  const readAll = useMarkAllRead();
  const remove = useDeleteMessages();
  const [managing, setManaging] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [visible, setVisible] = useState<string[]>([]);

  const switchTab = (key: string) => {
    if (!isTab(key)) return;
    setSelected(new Set());
    setParams(key === 'all' ? {} : { tab: key }, { replace: true });
  };

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const allSelected = visible.length > 0 && visible.every((id) => selected.has(id));
  const unreadHere = unreadOf(counts, tab);

  const onReadAll = useThrottledAction(() => {
    readAll.mutate(tab, {
      onSuccess: () => notify({ key: 'messages.readAllDone' }),
      onError: (e) => reportSubmitError(e),
    });
  });

  const onDelete = useThrottledAction(() => {
    const ids = visible.filter((id) => selected.has(id));
    const checked = validateWith(deleteMessagesSchema, { ids });
    if (!checked.ok) {
      notify(checked.errors[0]?.msg ?? '');
      return;
    }
    void (async () => {
      const ok = await Dialog.confirm({
        title: t('messages.deleteTitle'),
        content: t('messages.deleteConfirm', { count: ids.length }),
        confirmText: t('messages.delete'),
        cancelText: t('common.cancel'),
      });
      if (!ok) return;
      remove.mutate(checked.data.ids, {
        onSuccess: (result) => {
          notify({ key: 'messages.deleted', params: { count: result.deleted } });
          setSelected(new Set());
          setManaging(false);
        },
        onError: (e) => reportSubmitError(e),
      });
    })();
  });

  return (
    <PageLayout
      title={t('messages.title')}
      testId="messages-page"
      right={
        <button
          type="button"
          className="text-button"
          onClick={() => {
            setManaging((m) => !m);
            setSelected(new Set());
          }}
          data-testid="messages-manage"
        >
          {managing ? t('messages.done') : t('messages.manage')}
        </button>
      }
    >
      <div className={managing ? 'messages messages--managing' : 'messages'}>
        <Tabs activeKey={tab} onChange={switchTab} className="messages__tabs">
          {INBOX_TABS.map((key) => {
            const n = unreadOf(counts, key);
            return (
              <Tabs.Tab
                key={key}
                title={
                  <span
                    data-testid={`messages-tab-${key}`}
                    aria-label={n ? t('messages.tabUnread', { tab: t(`messages.tabs.${key}`), count: n }) : undefined}
                  >
                    <Badge content={badgeText(n)} className="messages__tab-badge">
                      <span className="messages__tab-label">{t(`messages.tabs.${key}`)}</span>
                    </Badge>
                  </span>
                }
              />
            );
          })}
        </Tabs>
        <div className="messages__toolbar">
          <span className="messages__summary" data-testid="messages-unread-summary">
            {unreadHere ? t('messages.unreadCount', { count: unreadHere }) : t('messages.allRead')}
          </span>
          <Button
            size="small"
            fill="none"
            color="primary"
            disabled={!unreadHere || readAll.isPending}
            onClick={onReadAll}
            data-testid="messages-read-all"
          >
            {t('messages.readAll')}
          </Button>
        </div>
        <MessageList key={tab} tab={tab} managing={managing} selected={selected} onToggle={toggle} onLoaded={setVisible} />
      </div>
      {managing ? (
        <div className="messages__bulk" data-testid="messages-bulk-bar">
          <Checkbox
            checked={allSelected}
            indeterminate={!allSelected && selected.size > 0}
            onChange={(on) => setSelected(on ? new Set(visible) : new Set())}
            data-testid="messages-select-all"
          >
            {t('messages.selectAll')}
          </Checkbox>
          <Button color="danger" size="small" shape="rounded" loading={remove.isPending} onClick={onDelete} data-testid="messages-delete">
            {selected.size ? t('messages.deleteCount', { count: selected.size }) : t('messages.delete')}
          </Button>
        </div>
      ) : null}
    </PageLayout>
  );
}
