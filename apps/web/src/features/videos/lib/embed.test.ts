import { describe, expect, it } from 'vitest';
import { playerSrcFromEmbed } from './embed';

describe('playerSrcFromEmbed', () => {
  it('takes the src of an allowlisted player, as https', () => {
    expect(
      playerSrcFromEmbed(
        '<iframe src="//player.bilibili.com/player.html?bvid=BV1xx411c7mD&amp;page=1" allowfullscreen="true"></iframe>',
      ),
    ).toBe('https://player.bilibili.com/player.html?bvid=BV1xx411c7mD&page=1');
    expect(
      playerSrcFromEmbed(
        '<iframe width="560" src="https://www.youtube.com/embed/jNQXAC9IVRw"></iframe>',
      ),
    ).toBe('https://www.youtube.com/embed/jNQXAC9IVRw');
    expect(
      playerSrcFromEmbed(
        "<iframe src='https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'></iframe>",
      ),
    ).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  });

  it('refuses empty, non-iframe and several-iframe codes', () => {
    for (const code of [
      undefined,
      null,
      '',
      '   ',
      'https://www.youtube.com/embed/x',
      '<video src="https://www.youtube.com/embed/x"></video>',
      '<iframe></iframe>',
    ])
      expect(playerSrcFromEmbed(code)).toBeUndefined();
    expect(
      playerSrcFromEmbed(
        '<iframe src="https://www.youtube.com/embed/a"></iframe><iframe src="https://www.youtube.com/embed/b"></iframe>',
      ),
    ).toBeUndefined();
  });

  it('refuses players and schemes outside the allowlist', () => {
    for (const src of [
      'https://evil.example/embed/x',
      'https://www.youtube.com/watch?v=x',
      'https://www.youtube.com.evil.example/embed/x',
      'https://user@www.youtube.com/embed/x',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://player.bilibili.com:8443/player.html',
    ])
      expect(playerSrcFromEmbed(`<iframe src="${src}"></iframe>`)).toBeUndefined();
  });

  it('keeps only the src: nothing else in the code runs or survives', async () => {
    const code =
      '<img src=x onerror="window.__pwned=1"><iframe src="https://www.youtube.com/embed/x" onload="window.__pwned=1"></iframe><script>window.__pwned=1</script>';
    expect(playerSrcFromEmbed(code)).toBe('https://www.youtube.com/embed/x');
    await new Promise((r) => setTimeout(r, 20));
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
