import type { App } from 'antd';

export type AppFeedback = ReturnType<typeof App.useApp>;

/**
 * antd's message and modal need the App context (theme, locale). antd is not part of the first
 * bundle, so the one App of the page (components/antd-root FeedbackHost) is mounted the first time
 * something needs it; it hands its instances over here, so code outside React (route loaders, the
 * API client) and the antd parts of every page share them. What is shown before it is mounted waits.
 */
let api: AppFeedback | undefined;
let waiting: Array<(api: AppFeedback) => void> = [];
let hostWanted = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function setFeedbackApi(instance: AppFeedback): void {
  api = instance;
  const queued = waiting;
  waiting = [];
  for (const show of queued) show(instance);
  notify();
}

export const getFeedbackApi = (): AppFeedback | undefined => api;

/** Whether the feedback host should be mounted (something asked for it). */
export const feedbackHostWanted = (): boolean => hostWanted;

/** For useSyncExternalStore: called when the api arrives or the host is asked for. */
export function subscribeFeedback(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function requestFeedbackHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  notify();
}

function whenReady(show: (api: AppFeedback) => void): void {
  if (api) return show(api);
  waiting.push(show);
  requestFeedbackHost();
}

export function showAlert(title: string, content: string): void {
  whenReady((a) => a.modal.warning({ title, content, okText: '知道了' }));
}

export function showError(content: string): void {
  whenReady((a) => void a.message.error(content));
}

/** A toast for `seconds` (antd's default when left out). */
export function showMessage(
  kind: 'success' | 'info' | 'warning' | 'error',
  content: string,
  seconds?: number,
): void {
  whenReady((a) => void a.message[kind](content, seconds));
}
