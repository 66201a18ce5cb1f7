import { bannerSchema, type AdminBannerDto } from '@contracts/schemas/content';
import { LANGUAGES, type Language } from '@contracts/language';
import { Input, Popup, Stepper, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetActions } from '@client/components/sheet-actions';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { fromLocalInput, toLocalInput } from '@client/lib/local-time';
import { notify } from '@client/lib/notify';
import { useBannerAction } from '@client/features/content/api/banners';
import { CoverField } from '@client/features/content/components/cover-field';

type Props = { banner: AdminBannerDto | null; open: boolean; onClose: () => void };

function BannerFields({ banner, onClose }: { banner: AdminBannerDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useBannerAction();
  const [image, setImage] = useState(banner ? { url: banner.image, preview: banner.image } : null);
  const [title, setTitle] = useState<Record<Language, string>>(banner?.title ?? { 'zh-cn': '', 'en-us': '', 'zh-hant': '' });
  const [link, setLink] = useState(banner?.link ?? '');
  const [position, setPosition] = useState(banner?.position ?? 0);
  const [active, setActive] = useState(banner?.active ?? true);
  const [startsAt, setStartsAt] = useState(banner?.startsAt ? toLocalInput(banner.startsAt) : '');
  const [endsAt, setEndsAt] = useState(banner?.endsAt ? toLocalInput(banner.endsAt) : '');

  const save = () => {
    const checked = validateWith(bannerSchema, {
      image: image?.url ?? '',
      title,
      link,
      position,
      active,
      startsAt: fromLocalInput(startsAt),
      endsAt: fromLocalInput(endsAt),
    });
    if (!checked.ok) {
      notify(checked.errors[0]?.msg ?? '');
      return;
    }
    // Editing: a cleared date is sent as null (PATCH keeps an absent field's value).
    const { startsAt: from, endsAt: until } = checked.data;
    action.mutate(
      banner
        ? { kind: 'save', id: banner.id, body: { ...checked.data, startsAt: from ?? null, endsAt: until ?? null } }
        : { kind: 'save', id: null, body: checked.data },
      {
        onSuccess: () => {
          notify({ key: 'content.banners.saved' });
          onClose();
        },
        onError: (e) => reportSubmitError(e),
      },
    );
  };

  return (
    <div className="editor" role="dialog" aria-label={t(banner ? 'content.banners.edit' : 'content.banners.new')} data-testid="banner-form">
      <div className="editor-field">
        <span className="editor-field__label">{t('content.banners.image')}</span>
        <CoverField value={image} onChange={setImage} />
      </div>
      {LANGUAGES.map((l) => (
        <div className="editor-field" key={l}>
          <label className="editor-field__label" htmlFor={`banner-title-${l}`}>
            {t('content.banners.titleIn', { language: t(`content.language.${l}`) })}
          </label>
          <Input id={`banner-title-${l}`} value={title[l]} maxLength={60} onChange={(v) => setTitle((x) => ({ ...x, [l]: v }))} />
        </div>
      ))}
      <div className="editor-field">
        <label className="editor-field__label" htmlFor="banner-link">
          {t('content.banners.link')}
        </label>
        <Input id="banner-link" value={link} onChange={setLink} placeholder="/pages/article/article?id=… · https://…" />
      </div>
      <div className="editor-field">
        <span className="editor-field__label">{t('content.banners.position')}</span>
        <Stepper min={0} max={1000} value={position} onChange={setPosition} />
      </div>
      <div className="editor-field">
        <span className="editor-field__label">{t('content.banners.active')}</span>
        <Switch checked={active} onChange={setActive} aria-label={t('content.banners.active')} />
      </div>
      <div className="editor-field">
        <label className="editor-field__label" htmlFor="banner-starts">
          {t('content.banners.startsAt')}
        </label>
        <input
          id="banner-starts"
          className="adm-input"
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
        />
      </div>
      <div className="editor-field">
        <label className="editor-field__label" htmlFor="banner-ends">
          {t('content.banners.endsAt')}
        </label>
        <input id="banner-ends" className="adm-input" type="datetime-local" value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
      </div>
      <SheetActions
        className="editor__actions"
        onCancel={onClose}
        confirmLabel={t('content.banners.save')}
        confirmTestId="banner-save"
        loading={action.isPending}
        onConfirm={save}
      />
    </div>
  );
}

/** The form of a new or an existing home banner, in a sheet. */
export function BannerForm({ banner, open, onClose }: Props) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="admin-review" destroyOnClose>
      {open ? <BannerFields key={banner?.id ?? 'new'} banner={banner} onClose={onClose} /> : null}
    </Popup>
  );
}
