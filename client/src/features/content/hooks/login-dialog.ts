import { Dialog } from 'antd-mobile';

/**
 * The "log in first?" dialog of use-require-login.ts: antd-mobile's Dialog (with react-spring) in
 * a chunk of its own, fetched when a guest first needs it, not before the page's first render
 * (issue #25).
 */
export function showLoginDialog(texts: { title: string; content: string; cancel: string; go: string }, onGo: () => void): void {
  Dialog.show({
    title: texts.title,
    content: texts.content,
    closeOnAction: true,
    closeOnMaskClick: true,
    actions: [
      [
        { key: 'cancel', text: texts.cancel },
        { key: 'login', text: texts.go, bold: true, onClick: onGo },
      ],
    ],
  });
}
