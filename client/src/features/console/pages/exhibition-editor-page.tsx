import {
  exhibitionInputSchema,
  exhibitionUpdateSchema,
  GALLERY_MAX,
  ticketTypeInputSchema,
  ticketTypeUpdateSchema,
  type AdminExhibition,
  type AdminTicketType,
  type LocalisedText,
} from '@contracts/schemas/catalogue';
import { Button, Dialog, Skeleton, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { StateBlock } from '@client/components/deferred';
import { PageLayout } from '@client/components/page-layout';
import { paths } from '@client/config/paths';
import { isNotFound } from '@client/lib/api-client';
import { serverLanguage } from '@client/lib/language';
import { useLocale } from '@client/lib/use-locale';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { fromLocalInput, toLocalInput } from '@client/lib/local-time';
import { notify } from '@client/lib/notify';
import { toMajorText, toMinorUnits } from '@client/lib/price-input';
import { useAdminExhibition, useSaveExhibition, useSaveTicketType, useTransition } from '@client/features/console/api/catalogue';
import { PictureField } from '@client/components/picture-field';
import { ADMIN_ROLES, StaffOnly } from '@client/features/console/components/staff-only';
import { EMPTY_TEXT, LANGUAGES_OF_TEXT as ALL_LANGUAGES, TextsField } from '@client/components/texts-field';
import { LineField } from '@client/features/console/components/line-field';
import '@client/features/console/console.css';

const num = (s: string): number | string => (s.trim() === '' ? '' : Number.isFinite(Number(s)) ? Number(s) : s);
const localOrEmpty = (iso: string | null | undefined) => (iso ? toLocalInput(iso) : '');

/** Only what differs from the stored exhibition (so unchanged dates are never sent). */
function changedOnly<T extends Record<string, unknown>>(before: T, after: T): Partial<T> {
  return Object.fromEntries(Object.entries(after).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(before[k]))) as Partial<T>;
}

function ExhibitionForm({ exhibition }: { exhibition: AdminExhibition | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveExhibition();
  const [title, setTitle] = useState<LocalisedText>(exhibition?.title ?? EMPTY_TEXT);
  const [description, setDescription] = useState<LocalisedText>(exhibition?.description ?? EMPTY_TEXT);
  const [venueName, setVenueName] = useState<LocalisedText>(exhibition?.venueName ?? EMPTY_TEXT);
  const [venueAddress, setVenueAddress] = useState<LocalisedText>(exhibition?.venueAddress ?? EMPTY_TEXT);
  const [city, setCity] = useState<LocalisedText>(exhibition?.city ?? EMPTY_TEXT);
  const [lat, setLat] = useState(exhibition ? String(exhibition.lat) : '');
  const [lng, setLng] = useState(exhibition ? String(exhibition.lng) : '');
  const [startsAt, setStartsAt] = useState(localOrEmpty(exhibition?.startsAt));
  const [endsAt, setEndsAt] = useState(localOrEmpty(exhibition?.endsAt));
  const [saleStartsAt, setSaleStartsAt] = useState(localOrEmpty(exhibition?.saleStartsAt));
  const [saleEndsAt, setSaleEndsAt] = useState(localOrEmpty(exhibition?.saleEndsAt));
  const [cover, setCover] = useState<string[]>(exhibition ? [exhibition.cover] : []);
  const [gallery, setGallery] = useState<string[]>(exhibition?.gallery ?? []);

  const onSave = () => {
    const body = {
      title,
      description,
      venueName,
      venueAddress,
      city,
      lat: num(lat),
      lng: num(lng),
      startsAt: fromLocalInput(startsAt),
      endsAt: fromLocalInput(endsAt),
      saleStartsAt: saleStartsAt ? fromLocalInput(saleStartsAt) : null,
      saleEndsAt: saleEndsAt ? fromLocalInput(saleEndsAt) : null,
      cover: cover[0] ?? '',
      gallery,
    };
    if (exhibition) {
      const stored = {
        ...body,
        title: exhibition.title,
        description: exhibition.description,
        venueName: exhibition.venueName,
        venueAddress: exhibition.venueAddress,
        city: exhibition.city,
        lat: exhibition.lat,
        lng: exhibition.lng,
        startsAt: fromLocalInput(localOrEmpty(exhibition.startsAt)),
        endsAt: fromLocalInput(localOrEmpty(exhibition.endsAt)),
        saleStartsAt: exhibition.saleStartsAt ? fromLocalInput(localOrEmpty(exhibition.saleStartsAt)) : null,
        saleEndsAt: exhibition.saleEndsAt ? fromLocalInput(localOrEmpty(exhibition.saleEndsAt)) : null,
        cover: exhibition.cover,
        gallery: exhibition.gallery,
      };
      const checked = validateWith(exhibitionUpdateSchema, changedOnly(stored, body));
      if (!checked.ok) return notify(checked.errors[0]?.msg ?? '');
      save.mutate(
        { id: exhibition.id, body: checked.data },
        { onSuccess: () => notify({ key: 'console.catalogue.saved' }), onError: (e) => reportSubmitError(e) },
      );
      return undefined;
    }
    const checked = validateWith(exhibitionInputSchema, body);
    if (!checked.ok) return notify(checked.errors[0]?.msg ?? '');
    save.mutate(
      { id: null, body: checked.data },
      {
        onSuccess: (created) => {
          notify({ key: 'console.catalogue.saved' });
          void navigate(`${paths.adminExhibitionEditor}?id=${encodeURIComponent(created.id)}`, { replace: true });
        },
        onError: (e) => reportSubmitError(e),
      },
    );
    return undefined;
  };

  return (
    <form
      className="console-form"
      data-testid="exhibition-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <TextsField
        formClass="console-form"
        required={ALL_LANGUAGES}
        id="exhibition-title"
        label={t('console.catalogue.fields.title')}
        value={title}
        onChange={setTitle}
      />
      <TextsField
        formClass="console-form"
        required={ALL_LANGUAGES}
        id="exhibition-description"
        label={t('console.catalogue.fields.description')}
        value={description}
        onChange={setDescription}
        multiline
      />
      <LineField
        id="exhibition-starts"
        label={t('console.catalogue.fields.startsAt')}
        type="datetime-local"
        value={startsAt}
        onChange={setStartsAt}
      />
      <LineField
        id="exhibition-ends"
        label={t('console.catalogue.fields.endsAt')}
        type="datetime-local"
        value={endsAt}
        onChange={setEndsAt}
      />
      <LineField
        id="exhibition-sale-starts"
        label={t('console.catalogue.fields.saleStartsAt')}
        type="datetime-local"
        value={saleStartsAt}
        onChange={setSaleStartsAt}
      />
      <LineField
        id="exhibition-sale-ends"
        label={t('console.catalogue.fields.saleEndsAt')}
        type="datetime-local"
        value={saleEndsAt}
        onChange={setSaleEndsAt}
      />
      <TextsField
        formClass="console-form"
        required={ALL_LANGUAGES}
        id="exhibition-venue"
        label={t('console.catalogue.fields.venueName')}
        value={venueName}
        onChange={setVenueName}
      />
      <TextsField
        formClass="console-form"
        required={ALL_LANGUAGES}
        id="exhibition-address"
        label={t('console.catalogue.fields.venueAddress')}
        value={venueAddress}
        onChange={setVenueAddress}
      />
      <TextsField
        formClass="console-form"
        required={ALL_LANGUAGES}
        id="exhibition-city"
        label={t('console.catalogue.fields.city')}
        value={city}
        onChange={setCity}
      />
      <LineField id="exhibition-lat" label={t('console.catalogue.fields.lat')} value={lat} onChange={setLat} inputMode="decimal" />
      <LineField id="exhibition-lng" label={t('console.catalogue.fields.lng')} value={lng} onChange={setLng} inputMode="decimal" />
      <PictureField
        formClass="console-form"
        label={t('console.catalogue.fields.cover')}
        value={cover}
        onChange={setCover}
        max={1}
        testId="exhibition-cover"
      />
      <PictureField
        formClass="console-form"
        label={t('console.catalogue.fields.gallery')}
        value={gallery}
        onChange={setGallery}
        max={GALLERY_MAX}
        testId="exhibition-gallery"
      />
      <Button block color="primary" type="submit" loading={save.isPending} data-testid="exhibition-save">
        {t('console.catalogue.save')}
      </Button>
    </form>
  );
}

/** One ticket type's form: a new one (`type` null) or an existing one (its quota never below what is sold). */
function TicketTypeForm({ exhibition, type, onDone }: { exhibition: AdminExhibition; type: AdminTicketType | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTicketType(exhibition.id);
  const prefix = type ? `ticket-type-${type.id}` : 'ticket-type-new';
  const [name, setName] = useState<LocalisedText>(type?.name ?? EMPTY_TEXT);
  const [price, setPrice] = useState(type ? toMajorText(type.price) : '');
  const [quota, setQuota] = useState(type ? String(type.quota) : '');
  const [perOrderLimit, setPerOrderLimit] = useState(type ? String(type.perOrderLimit) : '4');
  const [saleStartsAt, setSaleStartsAt] = useState(localOrEmpty(type?.saleStartsAt ?? exhibition.saleStartsAt ?? new Date().toISOString()));
  const [saleEndsAt, setSaleEndsAt] = useState(localOrEmpty(type?.saleEndsAt ?? exhibition.saleEndsAt ?? exhibition.endsAt));

  const onSave = () => {
    const body = {
      name,
      price: toMinorUnits(price),
      quota: num(quota),
      perOrderLimit: num(perOrderLimit),
      saleStartsAt: fromLocalInput(saleStartsAt),
      saleEndsAt: fromLocalInput(saleEndsAt),
    };
    const done = { onSuccess: () => (notify({ key: 'console.catalogue.saved' }), onDone()), onError: (e: unknown) => reportSubmitError(e) };
    if (type) {
      const checked = validateWith(ticketTypeUpdateSchema, body);
      if (!checked.ok) return notify(checked.errors[0]?.msg ?? '');
      save.mutate({ id: type.id, body: checked.data }, done);
    } else {
      const checked = validateWith(ticketTypeInputSchema, body);
      if (!checked.ok) return notify(checked.errors[0]?.msg ?? '');
      save.mutate({ id: null, body: checked.data }, done);
    }
    return undefined;
  };

  return (
    <form
      className="console-form console-form--nested"
      data-testid={type ? 'ticket-type-form' : 'ticket-type-new-form'}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <TextsField
        formClass="console-form"
        required={ALL_LANGUAGES}
        id={`${prefix}-name`}
        label={t('console.catalogue.fields.typeName')}
        value={name}
        onChange={setName}
      />
      <LineField id={`${prefix}-price`} label={t('console.catalogue.fields.price')} value={price} onChange={setPrice} inputMode="decimal" />
      <LineField id={`${prefix}-quota`} label={t('console.catalogue.fields.quota')} value={quota} onChange={setQuota} inputMode="numeric" />
      <LineField
        id={`${prefix}-limit`}
        label={t('console.catalogue.fields.perOrderLimit')}
        value={perOrderLimit}
        onChange={setPerOrderLimit}
        inputMode="numeric"
      />
      <LineField
        id={`${prefix}-sale-starts`}
        label={t('console.catalogue.fields.saleStartsAt')}
        type="datetime-local"
        value={saleStartsAt}
        onChange={setSaleStartsAt}
      />
      <LineField
        id={`${prefix}-sale-ends`}
        label={t('console.catalogue.fields.saleEndsAt')}
        type="datetime-local"
        value={saleEndsAt}
        onChange={setSaleEndsAt}
      />
      <Button block color="primary" fill="outline" type="submit" loading={save.isPending} data-testid={`${prefix}-save`}>
        {t(type ? 'console.catalogue.save' : 'console.catalogue.addType')}
      </Button>
    </form>
  );
}

function TicketTypes({ exhibition }: { exhibition: AdminExhibition }) {
  const { t } = useTranslation();
  const lang = serverLanguage(useLocale());
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(exhibition.ticketTypes.length === 0);
  return (
    <section className="console-section" aria-labelledby="ticket-types-title" data-testid="ticket-types">
      <h2 className="console-section__title" id="ticket-types-title">
        {t('console.catalogue.ticketTypes')}
      </h2>
      {exhibition.ticketTypes.length === 0 ? <p className="console-muted">{t('console.catalogue.noTypes')}</p> : null}
      <ul className="console-types">
        {exhibition.ticketTypes.map((tt) => (
          <li key={tt.id} className="console-types__item" data-testid="ticket-type">
            <div className="console-types__head">
              <span className="console-person__name">{tt.name[lang]}</span>
              <span className="console-muted">
                {t('console.catalogue.typeFacts', { price: toMajorText(tt.price), sold: tt.sold, quota: tt.quota })}
              </span>
              <Button
                size="mini"
                fill="none"
                color="primary"
                onClick={() => setEditing(editing === tt.id ? null : tt.id)}
                data-testid="ticket-type-edit"
              >
                {t(editing === tt.id ? 'console.catalogue.close' : 'console.catalogue.edit')}
              </Button>
            </div>
            {editing === tt.id ? <TicketTypeForm exhibition={exhibition} type={tt} onDone={() => setEditing(null)} /> : null}
          </li>
        ))}
      </ul>
      {adding ? (
        <TicketTypeForm key={exhibition.ticketTypes.length} exhibition={exhibition} type={null} onDone={() => setAdding(false)} />
      ) : (
        <Button block fill="outline" onClick={() => setAdding(true)} data-testid="ticket-type-add">
          {t('console.catalogue.addType')}
        </Button>
      )}
    </section>
  );
}

/** The state, and publish or withdraw after a confirmation. */
function Publishing({ exhibition }: { exhibition: AdminExhibition }) {
  const { t } = useTranslation();
  const transition = useTransition(exhibition.id);
  const to = exhibition.state === 'published' ? 'withdraw' : 'publish';
  const ask = async () => {
    const ok = await Dialog.confirm({
      title: t(`console.catalogue.${to}Title`),
      content: t(`console.catalogue.${to}Hint`),
      confirmText: t(`console.catalogue.${to}`),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    transition.mutate(to, {
      onSuccess: () => notify({ key: to === 'publish' ? 'console.catalogue.publishedDone' : 'console.catalogue.withdrawnDone' }),
      onError: (e) => reportSubmitError(e),
    });
  };
  return (
    <section className="console-section" aria-labelledby="publishing-title">
      <h2 className="console-section__title" id="publishing-title">
        {t('console.catalogue.publishing')}{' '}
        <Tag fill="outline" color={exhibition.state === 'published' ? 'success' : 'default'} data-testid="exhibition-state">
          {t(`console.catalogue.state.${exhibition.state}`)}
        </Tag>
      </h2>
      <Button
        block
        color={to === 'publish' ? 'primary' : 'danger'}
        loading={transition.isPending}
        onClick={() => void ask()}
        data-testid={`exhibition-${to}`}
      >
        {t(`console.catalogue.${to}`)}
      </Button>
      {exhibition.state === 'published' ? (
        <Link className="console-view" to={`${paths.exhibition}?id=${encodeURIComponent(exhibition.id)}`} data-testid="exhibition-view">
          {t('console.catalogue.view')}
        </Link>
      ) : null}
    </section>
  );
}

/** Admins: `/pages/admin/exhibition-editor` (a new draft) or `?id=` (its texts, dates, images, ticket types, publishing). */
export default function ExhibitionEditorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const exhibition = useAdminExhibition(id);
  let body;
  if (!id) body = <ExhibitionForm exhibition={null} />;
  else if (exhibition.isError) {
    body = (
      <div className="center-state" role="alert" data-testid="exhibition-editor-error">
        <StateBlock
          status={isNotFound(exhibition.error) ? 'empty' : 'disconnected'}
          title={isNotFound(exhibition.error) ? t('console.catalogue.missing') : t('console.loadFailed')}
        />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void exhibition.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!exhibition.data) {
    body = (
      <div style={{ padding: 16 }} role="status" aria-live="polite" data-testid="exhibition-editor-loading">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  } else {
    body = (
      <>
        <Publishing exhibition={exhibition.data} />
        <TicketTypes exhibition={exhibition.data} />
        <ExhibitionForm key={exhibition.data.id} exhibition={exhibition.data} />
      </>
    );
  }
  return (
    <StaffOnly roles={ADMIN_ROLES} title={t('console.catalogue.title')} testId="exhibition-editor-page">
      <PageLayout title={t(id ? 'console.catalogue.editTitle' : 'console.catalogue.new')} testId="exhibition-editor-page">
        {body}
      </PageLayout>
    </StaffOnly>
  );
}
