import {
  createGoodsSchema,
  GALLERY_MAX,
  GOODS_STATUSES,
  patchGoodsSchema,
  type AdminGoods,
  type CreateGoodsInput,
  type GoodsStatus,
  type ShopText,
} from '@contracts/schemas/shop';
import { Button, Input, Selector, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { StateBlock } from '@client/components/deferred';
import { isNotFound } from '@client/lib/api-client';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { useAdminGoods, useSaveGoods } from '@client/features/shop/api/admin';
import { useCategories } from '@client/features/shop/api/catalogue';
import { NewSkus, skusBody, type AttributeDraft, type SkuDraft } from '@client/features/shop/components/new-skus';
import { PictureField } from '@client/components/picture-field';
import { SkuEditor } from '@client/features/shop/components/sku-editor';
import { TextsField } from '@client/components/texts-field';
import { categoryOptions, EMPTY_TEXT, SHOP_REQUIRED_LANGUAGES } from '@client/features/shop/utils/goods-form';
import '@client/features/shop/shop.css';

function GoodsForm({ goods }: { goods: AdminGoods | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveGoods();
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState(goods?.categoryId ?? '');
  const [title, setTitle] = useState<ShopText>(goods?.title ?? EMPTY_TEXT);
  const [description, setDescription] = useState<ShopText>(goods?.description ?? EMPTY_TEXT);
  const [cover, setCover] = useState<string[]>(goods ? [goods.cover] : []);
  const [gallery, setGallery] = useState<string[]>(goods?.gallery ?? []);
  const [status, setStatus] = useState<GoodsStatus>(goods?.status ?? 'draft');
  const [issueId, setIssueId] = useState(goods?.issueId ?? '');
  const [attributes, setAttributes] = useState<AttributeDraft[]>([]);
  const [skus, setSkus] = useState<Record<string, SkuDraft>>({});

  const onSave = () => {
    const common = { categoryId, title, description, cover: cover[0] ?? '', gallery, status, issueId };
    if (goods) {
      const checked = validateWith(patchGoodsSchema, common);
      if (!checked.ok) return notify(checked.errors[0]?.msg ?? '');
      save.mutate(
        { id: goods.id, body: checked.data },
        { onSuccess: () => notify({ key: 'shop.admin.saved' }), onError: (e) => reportSubmitError(e) },
      );
      return undefined;
    }
    const checked = validateWith(createGoodsSchema, { ...common, ...skusBody(attributes, skus) });
    if (!checked.ok) return notify(checked.errors[0]?.msg ?? '');
    save.mutate(
      { id: null, body: checked.data as CreateGoodsInput },
      {
        onSuccess: (created) => {
          notify({ key: 'shop.admin.saved' });
          void navigate(`${paths.adminGoodsEditor}?id=${encodeURIComponent(created.id)}`, { replace: true });
        },
        onError: (e) => reportSubmitError(e),
      },
    );
    return undefined;
  };

  return (
    <form
      className="shop-form"
      data-testid="goods-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <div className="shop-form__field">
        <label className="shop-form__label" htmlFor="goods-category">
          {t('shop.admin.category')}
        </label>
        <select
          id="goods-category"
          className="shop-select"
          value={categoryId}
          onChange={(e) => setCategoryId(e.target.value)}
          data-testid="goods-category"
        >
          <option value="">{t('shop.admin.chooseCategory')}</option>
          {categoryOptions(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <TextsField
        formClass="shop-form"
        required={SHOP_REQUIRED_LANGUAGES}
        id="goods-title"
        label={t('shop.admin.goodsTitle')}
        value={title}
        onChange={setTitle}
      />
      <fieldset className="shop-form__group">
        <legend className="shop-form__legend">{t('shop.admin.status')}</legend>
        <Selector
          options={GOODS_STATUSES.map((s) => ({ label: t(`shop.status.${s}`), value: s }))}
          value={[status]}
          onChange={(v) => v[0] && setStatus(v[0])}
          data-testid="goods-status"
        />
      </fieldset>
      <PictureField formClass="shop-form" label={t('shop.admin.cover')} value={cover} onChange={setCover} max={1} testId="goods-cover" />
      <PictureField
        formClass="shop-form"
        label={t('shop.admin.gallery')}
        value={gallery}
        onChange={setGallery}
        max={GALLERY_MAX}
        testId="goods-gallery"
      />
      <TextsField
        formClass="shop-form"
        required={SHOP_REQUIRED_LANGUAGES}
        id="goods-description"
        label={t('shop.admin.description')}
        hint={t('shop.admin.descriptionHint')}
        value={description}
        onChange={setDescription}
        multiline
      />
      <div className="shop-form__field">
        <label className="shop-form__label" htmlFor="goods-issue">
          {t('shop.admin.issue')}
        </label>
        <Input id="goods-issue" value={issueId} onChange={setIssueId} placeholder={t('shop.admin.issueHint')} data-testid="goods-issue" />
      </div>
      {goods ? null : <NewSkus attributes={attributes} onAttributes={setAttributes} skus={skus} onSkus={setSkus} />}
      <Button block color="primary" type="submit" loading={save.isPending} data-testid="goods-save">
        {t('shop.admin.save')}
      </Button>
      {goods ? (
        <Link className="shop-form__view" to={`${paths.goodsDetail}?id=${encodeURIComponent(goods.id)}`} data-testid="goods-view">
          {t('shop.admin.view')}
        </Link>
      ) : null}
    </form>
  );
}

/** Admins: `/pages/admin/goods-editor` (new goods with attributes and SKUs) or `?id=` (its texts, pictures, status, and each SKU's stock and price). */
export default function AdminGoodsEditorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goods = useAdminGoods(id);
  let body;
  if (!id) body = <GoodsForm goods={null} />;
  else if (goods.isError) {
    body = (
      <div className="center-state" role="alert" data-testid="goods-editor-error">
        <StateBlock
          status={isNotFound(goods.error) ? 'empty' : 'disconnected'}
          title={isNotFound(goods.error) ? t('shop.detail.notFound') : t('shop.list.failed')}
        />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void goods.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!goods.data) {
    body = (
      <div style={{ padding: 16 }} role="status" aria-live="polite" data-testid="goods-editor-loading">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  } else {
    body = (
      <>
        <GoodsForm key={goods.data.id} goods={goods.data} />
        <SkuEditor goods={goods.data} />
      </>
    );
  }
  return (
    <PageLayout title={t(id ? 'shop.admin.edit' : 'shop.admin.new')} testId="admin-goods-editor-page">
      {body}
    </PageLayout>
  );
}
