import { ProgressBar } from 'antd-mobile';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@client/lib/notify';
import { uploadImages } from '@client/lib/upload';
import { imageSrc } from '@client/features/content/utils/image-src';

type Props = {
  /** the HTML the editor starts with (read once, when `initialKey` changes) */
  initial: string;
  initialKey: string;
  onChange: (html: string) => void;
  label: string;
  invalid?: boolean;
};

const BLOCKS = [
  { cmd: 'bold', key: 'bold', label: 'B' },
  { cmd: 'italic', key: 'italic', label: 'I' },
  { cmd: 'formatBlock:h2', key: 'heading', label: 'H' },
  { cmd: 'formatBlock:blockquote', key: 'quote', label: '“”' },
  { cmd: 'insertUnorderedList', key: 'list', label: '•' },
] as const;

/**
 * A small rich-text editor (contentEditable): bold, italic, heading, quote, list, and images that
 * go up through the SPEC's sequential upload flow with a progress bar, inserted at the caret.
 * The server sanitises whatever it sends.
 */
export function RichEditor({ initial, initialKey, onChange, label, invalid }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  useEffect(() => {
    if (box.current) box.current.innerHTML = initial;
    // only a newly loaded article replaces the content
  }, [initialKey]);

  const emit = () => onChange(box.current?.innerHTML ?? '');

  const remember = () => {
    const sel = window.getSelection();
    if (sel && sel.rangeCount > 0 && box.current?.contains(sel.getRangeAt(0).commonAncestorContainer)) {
      saved.current = sel.getRangeAt(0).cloneRange();
    }
  };

  const exec = (cmd: string) => {
    box.current?.focus();
    const [name, arg] = cmd.split(':');
    document.execCommand(name ?? cmd, false, arg ? `<${arg}>` : undefined);
    emit();
  };

  const insertImages = (urls: string[]) => {
    const el = box.current;
    if (!el || urls.length === 0) return;
    const range = saved.current && el.contains(saved.current.commonAncestorContainer) ? saved.current : null;
    const frag = document.createDocumentFragment();
    for (const url of urls) {
      const p = document.createElement('p');
      const img = document.createElement('img');
      img.src = url;
      img.alt = '';
      p.appendChild(img);
      frag.appendChild(p);
    }
    if (range) {
      range.collapse(false);
      range.insertNode(frag);
    } else {
      el.appendChild(frag);
    }
    emit();
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).filter((f) => f.type.startsWith('image/'));
    event.target.value = '';
    if (files.length === 0) {
      notify({ key: 'content.editor.notImage' });
      return;
    }
    setProgress({ done: 0, total: files.length });
    try {
      const uploaded = await uploadImages(files, { onProgress: (done, total) => setProgress({ done, total }) });
      insertImages(uploaded.map(imageSrc));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={invalid ? 'rich-editor rich-editor--invalid' : 'rich-editor'}>
      <div className="rich-editor__toolbar" role="toolbar" aria-label={t('content.editor.toolbar')}>
        {BLOCKS.map((b) => (
          <button
            key={b.key}
            type="button"
            className="rich-editor__tool"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => exec(b.cmd)}
            aria-label={t(`content.editor.tools.${b.key}`)}
          >
            {b.label}
          </button>
        ))}
        <label className="rich-editor__tool rich-editor__tool--image">
          {t('content.editor.insertImage')}
          <input type="file" accept="image/*" multiple hidden onChange={(e) => void pick(e)} data-testid="editor-image-input" />
        </label>
      </div>
      {progress ? (
        <div className="rich-editor__progress" role="status" data-testid="editor-upload-progress">
          {t('content.editor.uploading', { done: progress.done, total: progress.total })}
          <ProgressBar percent={(progress.done / progress.total) * 100} />
        </div>
      ) : null}
      <div
        ref={box}
        className="rich-editor__area article-body"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        onInput={emit}
        onBlur={() => {
          remember();
          emit();
        }}
        onKeyUp={remember}
        onMouseUp={remember}
        data-testid="editor-body"
      />
    </div>
  );
}
