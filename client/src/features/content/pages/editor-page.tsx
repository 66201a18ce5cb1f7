import {
  ARTICLE_CATEGORIES,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  articleDraftSchema,
  PREVIEW_LENGTH_DEFAULT,
  PREVIEW_LENGTH_MAX,
  PREVIEW_LENGTH_MIN,
  type ArticleCategory,
  type MyArticle,
} from '@contracts/schemas/content';
import { LANGUAGES, type Language } from '@contracts/language';
import { Button, Dialog, Input, Selector, Stepper, Switch, TextArea } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { reportSubmitError, validateWith } from '@client/lib/forms';
import { getCurrentLocale, serverLanguage } from '@client/lib/language';
import { notify } from '@client/lib/notify';
import { useMyArticle, useStudioAction } from '@client/features/content/api/studio';
import { CoverField } from '@client/features/content/components/cover-field';
import { QueryState } from '@client/features/content/components/query-state';
import { RichEditor } from '@client/features/content/components/rich-editor';
import { StatusTag } from '@client/features/content/components/status-tag';
import '@client/features/content/content.css';

type Draft = {
  title: string;
  summary: string;
  cover: { url: string; preview: string } | null;
  body: string;
  category: ArticleCategory;
  tags: string;
  language: Language;
  locked: boolean;
  previewLength: number;
};

function fromArticle(a: MyArticle | undefined): Draft {
  return {
    title: a?.title ?? '',
    summary: a?.summary ?? '',
    cover: a?.cover ? { url: a.cover, preview: a.cover } : null,
    body: a?.body ?? '',
    category: a?.category ?? 'destinations',
    tags: a?.tags.join(', ') ?? '',
    language: a?.language ?? serverLanguage(getCurrentLocale()),
    locked: a?.locked ?? false,
    previewLength: a?.previewLength ?? PREVIEW_LENGTH_DEFAULT,
  };
}

function Field({ label, error, children, htmlFor }: { label: string; error?: string; children: ReactNode; htmlFor?: string }) {
  return (
    <div className="editor-field">
      <label className="editor-field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error ? (
        <p className="editor-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A translation starts from its source (text to translate in place) in another language. */
function fromSource(source: MyArticle): Draft {
  return { ...fromArticle(source), language: LANGUAGES.find((l) => l !== source.language) ?? source.language };
}

function EditorForm({ article, source }: { article: MyArticle | undefined; source?: MyArticle }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = useStudioAction();
  const [draft, setDraft] = useState<Draft>(() => (!article && source ? fromSource(source) : fromArticle(article)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [id, setId] = useState<string | null>(article?.id ?? null);
  const status = article?.status ?? 'draft';
  const editable = status === 'draft' || status === 'rejected';
  useEffect(() => {
    if (article) setDraft(fromArticle(article));
  }, [article]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const validated = () => {
    const checked = validateWith(articleDraftSchema, {
      ...draft,
      translationOf: id ? undefined : source?.id,
      cover: draft.cover?.url ?? '',
      tags: draft.tags
        .split(/[,，、\s]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    });
    if (checked.ok) return checked.data;
    setErrors(Object.fromEntries(checked.errors.map((e) => [e.field.split('.')[0] ?? e.field, e.msg])));
    notify(checked.errors[0]?.msg ?? '');
    return null;
  };

  const save = async (then?: 'submit') => {
    const body = validated();
    if (!body) return;
    try {
      const saved = await action.mutateAsync({ kind: 'save', id, draft: body });
      setId(saved.id);
      if (then === 'submit') {
        await action.mutateAsync({ kind: 'submit', id: saved.id });
        notify({ key: 'content.editor.submitted' });
        void navigate(paths.studio, { replace: true });
      } else {
        notify({ key: 'content.editor.saved' });
        if (!id) void navigate(`${paths.studioEditor}?id=${encodeURIComponent(saved.id)}`, { replace: true });
      }
    } catch (e) {
      reportSubmitError(e);
    }
  };

  const withdraw = async () => {
    if (!id || !(await Dialog.confirm({ content: t('content.editor.confirmWithdraw'), cancelText: t('common.cancel') }))) return;
    action.mutate(
      { kind: 'withdraw', id },
      { onSuccess: () => notify({ key: 'content.editor.withdrawn' }), onError: (e) => reportSubmitError(e) },
    );
  };

  return (
    <form className="editor" onSubmit={(e) => e.preventDefault()} data-testid="editor-form">
      <div className="editor__status">
        <StatusTag status={status} />
        {source && !article ? (
          <p className="editor__reason" data-testid="editor-translating">
            {t('content.editor.translating', { title: source.title })}
          </p>
        ) : null}
        {article?.rejectReason && status === 'rejected' ? (
          <p className="editor__reason" data-testid="editor-reject-reason">
            {t('content.studio.rejectedBecause', { reason: article.rejectReason })}
          </p>
        ) : null}
      </div>
      <Field label={t('content.editor.title')} error={errors.title} htmlFor="editor-title">
        <Input
          id="editor-title"
          value={draft.title}
          onChange={(v) => set('title', v)}
          maxLength={ARTICLE_TITLE_MAX}
          disabled={!editable}
          data-testid="editor-title"
        />
      </Field>
      <Field label={t('content.editor.summary')} error={errors.summary} htmlFor="editor-summary">
        <TextArea
          id="editor-summary"
          value={draft.summary}
          onChange={(v) => set('summary', v)}
          maxLength={ARTICLE_SUMMARY_MAX}
          rows={2}
          showCount
          disabled={!editable}
        />
      </Field>
      <Field label={t('content.editor.cover')} error={errors.cover}>
        <CoverField value={draft.cover} onChange={(v) => set('cover', v)} invalid={!!errors.cover} />
      </Field>
      <Field label={t('content.editor.body')} error={errors.body}>
        <RichEditor
          initial={draft.body}
          initialKey={article?.updatedAt ?? source?.id ?? 'new'}
          onChange={(v) => set('body', v)}
          label={t('content.editor.body')}
          invalid={!!errors.body}
        />
      </Field>
      <Field label={t('content.editor.category')} error={errors.category}>
        <Selector
          options={ARTICLE_CATEGORIES.map((c) => ({ label: t(`content.category.${c}`), value: c }))}
          value={[draft.category]}
          onChange={(v) => v[0] && set('category', v[0])}
          data-testid="editor-category"
        />
      </Field>
      <Field label={t('content.editor.tags')} error={errors.tags} htmlFor="editor-tags">
        <Input
          id="editor-tags"
          value={draft.tags}
          onChange={(v) => set('tags', v)}
          placeholder={t('content.editor.tagsHint')}
          disabled={!editable}
        />
      </Field>
      <Field label={t('content.editor.language')} error={errors.language}>
        <Selector
          options={LANGUAGES.map((l) => ({ label: t(`content.language.${l}`), value: l }))}
          value={[draft.language]}
          onChange={(v) => v[0] && set('language', v[0])}
        />
      </Field>
      <Field label={t('content.editor.locked')}>
        <Switch
          checked={draft.locked}
          onChange={(v) => set('locked', v)}
          aria-label={t('content.editor.locked')}
          data-testid="editor-locked"
        />
      </Field>
      {draft.locked ? (
        <Field label={t('content.editor.previewLength')} error={errors.previewLength}>
          <Stepper
            min={PREVIEW_LENGTH_MIN}
            max={PREVIEW_LENGTH_MAX}
            step={50}
            value={draft.previewLength}
            onChange={(v) => set('previewLength', v)}
          />
        </Field>
      ) : null}
      <div className="editor__actions">
        {editable ? (
          <>
            <Button block loading={action.isPending} onClick={() => void save()} data-testid="editor-save">
              {t('content.editor.saveDraft')}
            </Button>
            <Button block color="primary" loading={action.isPending} onClick={() => void save('submit')} data-testid="editor-submit">
              {t('content.editor.submit')}
            </Button>
          </>
        ) : null}
        {status === 'published' ? (
          <Button
            block
            color="danger"
            fill="outline"
            loading={action.isPending}
            onClick={() => void withdraw()}
            data-testid="editor-withdraw"
          >
            {t('content.editor.withdraw')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** `/pages/editor/editor[?id=|?translationOf=]`: an author writes, edits or translates an article and submits it for review. */
export default function EditorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const translationOf = id ? null : params.get('translationOf');
  const article = useMyArticle(id);
  const source = useMyArticle(translationOf);
  return (
    <PageLayout title={t(id ? 'content.editor.editTitle' : 'content.editor.newTitle')} testId="editor-page">
      {id ? (
        <QueryState query={article} testId="editor">
          {() => <EditorForm article={article.data} />}
        </QueryState>
      ) : translationOf ? (
        <QueryState query={source} testId="editor">
          {() => <EditorForm article={undefined} source={source.data} />}
        </QueryState>
      ) : (
        <EditorForm article={undefined} />
      )}
    </PageLayout>
  );
}
