import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRouteTitle } from '../lib/page-title';
import { applySiteHead, generalSettingsQuery } from '../lib/site-settings';

/** Keeps title, description, keywords and favicon in step with the page and the general settings (back-office §2.15, §4). */
export function SiteHeadSync() {
  const { data } = useQuery(generalSettingsQuery);
  useRouteTitle();
  useEffect(() => {
    if (data) applySiteHead(data);
  }, [data]);
  return null;
}
