import { Dialog } from 'antd-mobile';

/**
 * A confirmation (the lock prompt's "spend 1 credit?"): antd-mobile's Dialog, with react-spring, in
 * a chunk of its own, fetched on the first tap, not before the article page's first render
 * (issue #25; as login-dialog.ts).
 */
export function confirmDialog(texts: { content: string; confirm: string; cancel: string }): Promise<boolean> {
  return Dialog.confirm({ content: texts.content, confirmText: texts.confirm, cancelText: texts.cancel });
}
