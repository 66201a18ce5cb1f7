/**
 * The browser's install prompt (`beforeinstallprompt`, Chromium): kept when the browser offers it,
 * so the download page can show it when the reader asks (issue #35). Listening starts with the
 * app's worker (lib/pwa/start.ts) and with the download page.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<() => void>();

export function listenForInstallPrompt(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // the page offers it from its own button
    deferred = event as InstallPromptEvent;
    for (const l of listeners) l();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    for (const l of listeners) l();
  });
}

export function installPromptAvailable(): boolean {
  return deferred !== null;
}

export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's prompt; 'unavailable' when the browser offers none. A prompt is used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  await event.prompt();
  return (await event.userChoice).outcome;
}
