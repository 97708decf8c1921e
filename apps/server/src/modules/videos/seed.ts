import type { Db } from '../../db/client.js';
import { normaliseVideoEmbed, type VideoChannel } from '@yuexue/contract';
import { ensureTags } from '../tags/seed.js';
import { createVideoRepo } from './repo.js';

export const SEED_VIDEO_TAGS: Record<string, string> = {
  发音: '#2E5366',
  听力: '#16A085',
  生活口语: '#D35400',
};

/**
 * Sample videos of a fresh install. The embed codes have the exact shape each player's share
 * dialog produces; the video ids are not verified to exist (docs/decisions.md) — replace them
 * with the site's own videos in the back office.
 */
export const SEED_VIDEOS: Array<{
  title: string;
  description: string;
  channel: VideoChannel;
  embed: string;
  tags: string[];
  isPinned?: boolean;
}> = [
  {
    title: '粤语声调跟读：从“诗史试时市事”开始',
    description: '六个声调逐个示范，每个调读三遍，适合零基础跟读练习。',
    channel: 'Bilibili',
    embed:
      '<iframe src="//player.bilibili.com/player.html?bvid=BV1xx411c7mD&page=1" scrolling="no" border="0" frameborder="no" framespacing="0" allowfullscreen="true"></iframe>',
    tags: ['发音'],
    isPinned: true,
  },
  {
    title: '茶餐厅点餐常用粤语',
    description: '从“唔该，要一个常餐”到“埋单”，跟着情景对话学会点餐。',
    channel: 'Bilibili',
    embed:
      '<iframe src="//player.bilibili.com/player.html?bvid=BV1GJ411x7h7&page=1" scrolling="no" border="0" frameborder="no" framespacing="0" allowfullscreen="true"></iframe>',
    tags: ['生活口语'],
  },
  {
    title: 'Cantonese listening practice: everyday conversations',
    description: '慢速和常速两遍的日常对话，先听后看字幕，训练粤语听力。',
    channel: 'Youtube',
    embed:
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen></iframe>',
    tags: ['听力'],
  },
  {
    title: '粤拼入门：声母 b p m f 到 gw kw',
    description: '配合本站《粤拼声母韵母速查》一起看，逐个声母示范口型。',
    channel: 'Youtube',
    embed:
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/jNQXAC9IVRw" title="YouTube video player" frameborder="0" allowfullscreen></iframe>',
    tags: ['发音'],
  },
];

/** The sample videos, only into an empty videos table. */
export async function seedVideos(db: Db): Promise<number> {
  const repo = createVideoRepo(db);
  if ((await repo.count()) > 0) return 0;
  const tagIds = await ensureTags(db, 'video', SEED_VIDEO_TAGS);
  for (const v of [...SEED_VIDEOS].reverse()) {
    const embed = normaliseVideoEmbed(v.embed);
    if (!embed.ok) throw new Error(`seed video "${v.title}": ${embed.message}`);
    await repo.insert(
      {
        title: v.title,
        description: v.description,
        channel: v.channel,
        videoUrl: embed.html,
        coverUrl: '',
        isPinned: v.isPinned ?? false,
      },
      v.tags.map((name) => tagIds.get(name)!),
    );
  }
  return SEED_VIDEOS.length;
}
