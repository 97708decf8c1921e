import {
  MSG,
  normaliseVideoEmbed,
  type AdminVideo,
  type TagRef,
  type Video,
  type VideoBody,
  type VideoChannel,
  type VideoUpdateBody,
} from '@yuexue/contract';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { createTagRepo } from '../tags/repo.js';
import { createVideoRepo, type VideoRow, type VideoValues } from './repo.js';

const C = MSG.content;

function toVideo(r: VideoRow, tags: TagRef[]): Video {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    cover_url: r.coverUrl,
    channel: r.channel as VideoChannel,
    video_url: r.videoUrl,
    is_pinned: r.isPinned,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    tags,
  };
}

export function createVideoService(db: Db) {
  const repo = createVideoRepo(db);
  const tagRepo = createTagRepo(db);

  async function existing(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound(C.videoNotFound);
    return row;
  }

  /** Only the rebuilt iframe of an allowlisted player is stored, never the code as typed. */
  async function values(body: VideoBody): Promise<VideoValues> {
    const embed = normaliseVideoEmbed(body.video_url);
    if (!embed.ok) throw badRequest(embed.message);
    if (!(await tagRepo.allOfType(body.tag_ids, 'video'))) throw badRequest(C.tagNotFound);
    return {
      title: body.title,
      description: body.description,
      channel: body.channel,
      videoUrl: embed.html,
      coverUrl: body.cover_url,
      isPinned: body.is_pinned,
    };
  }

  return {
    repo,
    async list(q: {
      page: number;
      size: number;
      search?: string;
      channel?: VideoChannel;
      tags?: number[];
    }) {
      const { rows, total } = await repo.list({ ...q, tagIds: q.tags });
      return { data: rows.map((r) => toVideo(r, r.tags)), total };
    },
    async load(id: number): Promise<AdminVideo> {
      const row = await existing(id);
      const tags = (await repo.links.tagsFor([id])).get(id) ?? [];
      return { ...toVideo(row, tags), tag_ids: tags.map((t) => t.id) };
    },
    async add(body: VideoBody): Promise<AdminVideo> {
      return this.load(await repo.insert(await values(body), body.tag_ids));
    },
    async update(body: VideoUpdateBody): Promise<AdminVideo> {
      await existing(body.id);
      if (!(await repo.update(body.id, await values(body), body.tag_ids)))
        throw notFound(C.videoNotFound);
      return this.load(body.id);
    },
    async remove(id: number) {
      if (!(await repo.remove(id))) throw notFound(C.videoNotFound);
    },
  };
}
