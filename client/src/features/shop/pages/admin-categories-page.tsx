import { createCategorySchema, patchCategorySchema, type ShopText } from '@contracts/schemas/shop';
import type { AdminCategoryDto } from '@contracts/schemas/shop-operations';
import { Button, Dialog, Input, Popup, Skeleton } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@client/components/page-layout';
import { StateBlock } from '@client/components/deferred';
import { SheetActions } from '@client/components/sheet-actions';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { serverLanguage } from '@client/lib/language';
import { notify } from '@client/lib/notify';
import { useLocale } from '@client/lib/use-locale';
import { useAdminCategories, useDeleteCategory, useSaveCategory } from '@client/features/shop/api/operations';
import { AdminNav } from '@client/features/shop/components/admin-nav';
import { TextsField } from '@client/components/texts-field';
import { SHOP_REQUIRED_LANGUAGES } from '@client/features/shop/utils/goods-form';
import { parentOptions } from '@client/features/shop/utils/category-tree';
import { EMPTY_TEXT } from '@client/features/shop/utils/goods-form';
import '@client/features/shop/shop.css';

/** What the sheet edits: a new category (under `parentId`) or an existing one. */
type Editing = { id: null; parentId: string | null } | { id: string; category: AdminCategoryDto };

function CategorySheet({ editing, tree, onClose }: { editing: Editing; tree: AdminCategoryDto[]; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = serverLanguage(useLocale());
  const save = useSaveCategory();
  const existing = editing.id === null ? null : editing.category;
  const [name, setName] = useState<ShopText>(existing?.name ?? EMPTY_TEXT);
  const [sort, setSort] = useState(String(existing?.sort ?? 0));
  const [parentId, setParentId] = useState<string>((existing ? existing.parentId : editing.id === null ? editing.parentId : null) ?? '');
  const [error, setError] = useState('');
  const handlers = {
    onSuccess: () => {
      notify({ key: 'shop.ops.catSaved' });
      onClose();
    },
    onError: (e: unknown) => reportSubmitError(e),
  };
  const submit = () => {
    const body = { name, sort: /^\d+$/.test(sort.trim()) ? Number(sort.trim()) : sort, parentId: parentId || null };
    if (existing) {
      const checked = validateWith(patchCategorySchema, body);
      if (!checked.ok) return setError(checked.errors[0]?.msg ?? '');
      save.mutate({ id: existing.id, body: checked.data }, handlers);
    } else {
      const checked = validateWith(createCategorySchema, body);
      if (!checked.ok) return setError(checked.errors[0]?.msg ?? '');
      save.mutate({ id: null, body: checked.data }, handlers);
    }
    setError('');
    return undefined;
  };
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="shop-sheet" destroyOnClose>
      <form
        className="shop-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        data-testid="category-form"
      >
        <h2 className="shop-sheet__title">{existing ? t('shop.ops.catEditTitle') : t('shop.ops.catNew')}</h2>
        <TextsField
          formClass="shop-form"
          required={SHOP_REQUIRED_LANGUAGES}
          id="category-name"
          label={t('shop.ops.catName')}
          value={name}
          onChange={setName}
        />
        <div className="shop-form__field">
          <label className="shop-form__label" htmlFor="category-parent">
            {t('shop.ops.catParent')}
          </label>
          <select
            id="category-parent"
            className="shop-select"
            value={parentId}
            onChange={(e) => setParentId(e.target.value)}
            data-testid="category-parent"
          >
            <option value="">{t('shop.ops.catRoot')}</option>
            {parentOptions(tree, lang, existing?.id ?? null).map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="shop-form__field">
          <label className="shop-form__label" htmlFor="category-sort">
            {t('shop.ops.catSort')}
          </label>
          <Input
            id="category-sort"
            className="shop-select"
            value={sort}
            onChange={setSort}
            inputMode="numeric"
            data-testid="category-sort"
          />
        </div>
        {error ? (
          <p className="shop-form__error" role="alert" data-testid="category-error">
            {error}
          </p>
        ) : null}
        <SheetActions
          className="shop-sheet__actions"
          onCancel={onClose}
          confirmLabel={t('shop.ops.save')}
          confirmTestId="category-save"
          loading={save.isPending}
        />
      </form>
    </Popup>
  );
}

function Node({ c, onEdit, onAdd }: { c: AdminCategoryDto; onEdit: (c: AdminCategoryDto) => void; onAdd: (parentId: string) => void }) {
  const { t } = useTranslation();
  const lang = serverLanguage(useLocale());
  const remove = useDeleteCategory();
  const name = c.name[lang] || c.name['zh-cn'];
  const ask = async () => {
    const yes = await Dialog.confirm({
      content: t('shop.ops.catDeleteConfirm', { name }),
      confirmText: t('shop.ops.catDelete'),
      cancelText: t('shop.ops.cancel'),
    });
    if (yes) remove.mutate(c.id, { onSuccess: () => notify({ key: 'shop.ops.catDeleted' }), onError: (e) => reportSubmitError(e) });
  };
  return (
    <li data-testid="category-node" data-id={c.id}>
      <div className="shop-cat-row">
        <span>
          <span data-testid="category-name">{name}</span>{' '}
          <span className="shop-muted shop-small">{t('shop.ops.catGoods', { count: c.goodsCount })}</span>
        </span>
        <span className="shop-cat-row__actions">
          <Button
            size="mini"
            fill="none"
            color="primary"
            onClick={() => onAdd(c.id)}
            data-testid="category-add-child"
            aria-label={`${t('shop.ops.catAddChild')}: ${name}`}
          >
            {t('shop.ops.catAddChild')}
          </Button>
          <Button
            size="mini"
            fill="none"
            onClick={() => onEdit(c)}
            data-testid="category-edit"
            aria-label={`${t('shop.ops.catEdit')}: ${name}`}
          >
            {t('shop.ops.catEdit')}
          </Button>
          <Button
            size="mini"
            fill="none"
            color="danger"
            loading={remove.isPending}
            onClick={() => void ask()}
            data-testid="category-delete"
            aria-label={`${t('shop.ops.catDelete')}: ${name}`}
          >
            {t('shop.ops.catDelete')}
          </Button>
        </span>
      </div>
      {c.children.length ? (
        <ul>
          {c.children.map((k) => (
            <Node key={k.id} c={k} onEdit={onEdit} onAdd={onAdd} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Staff: the category tree — add (at the top or under a category), rename, re-sort, move, delete an empty one. */
export default function AdminCategoriesPage() {
  const { t } = useTranslation();
  const lang = serverLanguage(useLocale());
  const q = useAdminCategories(lang);
  const [editing, setEditing] = useState<Editing | null>(null);
  let body;
  if (q.isError) {
    body = (
      <div className="center-state" role="alert" data-testid="categories-error">
        <StateBlock status="disconnected" title={t('shop.ops.failed')} description={t('shop.list.failedText')} />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void q.refetch()} data-testid="categories-retry">
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!q.data) {
    body = (
      <div style={{ padding: 16 }} data-testid="categories-loading" role="status" aria-live="polite">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (!q.data.length) {
    body = (
      <div className="center-state" data-testid="categories-empty">
        <StateBlock status="empty" title={t('shop.ops.catEmpty')} />
      </div>
    );
  } else {
    body = (
      <section className="card shop-panel">
        <ul className="shop-cat-tree" data-testid="category-tree">
          {q.data.map((c) => (
            <Node
              key={c.id}
              c={c}
              onEdit={(x) => setEditing({ id: x.id, category: x })}
              onAdd={(parentId) => setEditing({ id: null, parentId })}
            />
          ))}
        </ul>
      </section>
    );
  }
  return (
    <PageLayout
      title={t('shop.ops.categories')}
      testId="admin-categories-page"
      right={
        <Button size="mini" color="primary" fill="none" onClick={() => setEditing({ id: null, parentId: null })} data-testid="category-new">
          <AddOutline aria-hidden /> {t('shop.ops.catAdd')}
        </Button>
      }
    >
      <AdminNav />
      {body}
      {editing ? <CategorySheet editing={editing} tree={q.data ?? []} onClose={() => setEditing(null)} /> : null}
    </PageLayout>
  );
}
