import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_GENERAL_SETTINGS,
  isSafeUrl,
  publicSettingsResponse,
  type GeneralSettings,
} from '@yuexue/contract';
import { apiGet } from './api-client';

export const generalSettingsQuery = {
  queryKey: ['settings', 'general'] as const,
  queryFn: async () =>
    publicSettingsResponse.parse(await apiGet<unknown>('/system/settings', { category: 'general' }))
      .data,
  staleTime: 5 * 60_000,
};

/** Public general settings; the contract defaults stand in until (or if never) they arrive. */
export function useGeneralSettings(): GeneralSettings {
  const { data } = useQuery(generalSettingsQuery);
  return data ?? DEFAULT_GENERAL_SETTINGS;
}

function setMeta(name: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.append(el);
  }
  el.content = content;
}

/** back-office §2.15: description and keywords metas, favicon (the title is the page's: lib/page-title). */
export function applySiteHead(s: GeneralSettings): void {
  setMeta('description', s.site_description);
  setMeta('keywords', s.site_keywords);
  if (s.site_favicon && isSafeUrl(s.site_favicon)) {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.removeAttribute('type');
    link.href = s.site_favicon;
  }
}
