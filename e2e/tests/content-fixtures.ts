import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from '../support/env.js';

/** Helpers of the content journeys: the admin makes tags, articles and videos through the real API. */

let seq = 0;
/** A short tag unique to this run, safe in titles and search boxes. */
export const uniqueTag = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${(seq++).toString(36)}`;

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', { data: ADMIN });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function created<T>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (res.status() !== 201) throw new Error(`create failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

export async function createTag(
  request: APIRequestContext,
  token: string,
  name: string,
  type: 'article' | 'video',
) {
  return created<{ id: number; name: string }>(
    await request.post('/api/admin/tag/add', {
      headers: bearer(token),
      data: { name, type, color: '#16A085' },
    }),
  );
}

export interface ArticleInput {
  title: string;
  details?: string;
  description?: string;
  tag_ids?: number[];
  is_free_read?: boolean;
  allow_comments?: boolean;
  is_pinned?: boolean;
}

export async function createArticle(
  request: APIRequestContext,
  token: string,
  input: ArticleInput,
) {
  const data = {
    details: '<p>正文</p>',
    description: `${input.title}的简介`,
    is_free_read: true,
    ...input,
  };
  return created<{ id: number; title: string }>(
    await request.post('/api/admin/article/add', { headers: bearer(token), data }),
  );
}

export interface VideoInput {
  title: string;
  video_url: string;
  channel?: 'Bilibili' | 'Youtube' | 'Other';
  description?: string;
  tag_ids?: number[];
}

export const postVideo = (request: APIRequestContext, token: string, input: VideoInput) =>
  request.post('/api/admin/video/add', {
    headers: bearer(token),
    data: { description: `${input.title}的简介`, ...input },
  });

export async function createVideo(request: APIRequestContext, token: string, input: VideoInput) {
  return created<{ id: number; title: string; video_url: string }>(
    await postVideo(request, token, input),
  );
}

/** A valid 8×8 PNG (what a phone camera would send, minus the size). */
export const PNG_8X8 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQC07DihiGlgQAgxI5wXlIIP4AAAAASUVORK5CYII=',
  'base64',
);
