import type { AdminBannerDto } from '@contracts/schemas/content';
import { Button, Dialog, Tag } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { reportSubmitError } from '@client/lib/forms';
import { getCurrentLocale, serverLanguage } from '@client/lib/language';
import { notify } from '@client/lib/notify';
import { useAdminBanners, useBannerAction } from '@client/features/content/api/banners';
import { BannerForm } from '@client/features/content/components/banner-form';
import { ContentList } from '@client/features/content/components/content-list';
import '@client/features/content/content.css';

function Row({ banner, onEdit }: { banner: AdminBannerDto; onEdit: () => void }) {
  const { t } = useTranslation();
  const action = useBannerAction();
  const remove = async () => {
    if (!(await Dialog.confirm({ content: t('content.banners.confirmDelete'), cancelText: t('common.cancel') }))) return;
    // the promise, not mutate()'s callbacks: those are dropped when the deleted row leaves the list first
    await action.mutateAsync({ kind: 'delete', id: banner.id }).then(
      () => notify({ key: 'content.banners.deleted' }),
      (e: unknown) => reportSubmitError(e),
    );
  };
  return (
    <li className="studio-row" data-testid="banner-row">
      <img src={banner.image} alt="" width={96} height={41} className="banner-row__image" />
      <span className="studio-row__link">
        <span className="studio-row__title">{banner.title[serverLanguage(getCurrentLocale())]}</span>
        <span className="studio-row__meta">
          <Tag color={banner.live ? '#007a50' : '#595959'} fill="outline">
            {t(banner.live ? 'content.banners.live' : 'content.banners.notLive')}
          </Tag>
          <span>#{banner.position}</span>
          <span>{banner.link}</span>
        </span>
      </span>
      <Button size="mini" onClick={onEdit}>
        {t('content.banners.edit')}
      </Button>
      <Button size="mini" color="danger" fill="outline" loading={action.isPending} onClick={() => void remove()}>
        {t('content.banners.delete')}
      </Button>
    </li>
  );
}

/** Admins: the home carousel's banners (list, create, edit, delete). */
export default function AdminBannersPage() {
  const { t } = useTranslation();
  const list = useAdminBanners();
  const [editing, setEditing] = useState<{ banner: AdminBannerDto | null } | null>(null);
  return (
    <PageLayout
      title={t('content.banners.title')}
      testId="admin-banners-page"
      right={
        <Button size="mini" color="primary" fill="none" onClick={() => setEditing({ banner: null })} data-testid="banner-new">
          <AddOutline aria-hidden /> {t('content.banners.new')}
        </Button>
      }
    >
      <ContentList
        footer="content.items"
        query={list.query}
        items={list.items}
        render={(b) => <Row key={b.id} banner={b} onEdit={() => setEditing({ banner: b })} />}
        className="studio-list"
        empty={{ title: t('content.banners.empty') }}
        testId="banners"
        listTestId="banners-list"
      />
      <BannerForm banner={editing?.banner ?? null} open={editing !== null} onClose={() => setEditing(null)} />
    </PageLayout>
  );
}
