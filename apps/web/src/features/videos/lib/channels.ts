import { MSG, VIDEO_CHANNELS, type VideoChannel } from '@yuexue/contract';

const NAMES: Record<VideoChannel, string> = {
  Bilibili: '哔哩哔哩',
  Youtube: 'YouTube',
  Other: '其他',
};

/** The channel as readers know it; anything unexpected is 未知频道 (public-site §2 Video section). */
export const channelName = (channel: string) =>
  (VIDEO_CHANNELS as readonly string[]).includes(channel)
    ? NAMES[channel as VideoChannel]
    : MSG.content.unknownChannel;

export const CHANNEL_OPTIONS = [
  { value: 'all' as const, label: '全部频道' },
  ...VIDEO_CHANNELS.map((c) => ({ value: c, label: NAMES[c] })),
];
