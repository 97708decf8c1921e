import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { normaliseVideoEmbed } from './video-embed.js';

const C = MSG.content;

describe('normaliseVideoEmbed (back-office §5 Video form)', () => {
  it('requires a code', () => {
    expect(normaliseVideoEmbed('  ')).toEqual({ ok: false, message: C.videoUrlRequired });
    expect(normaliseVideoEmbed(undefined)).toEqual({ ok: false, message: C.videoUrlRequired });
  });
  it.each([
    'https://www.youtube.com/embed/abc',
    '<iframe></iframe>',
    '<iframe src="">',
    '<div src="https://www.youtube.com/embed/x">',
  ])('needs an iframe with a src: %s', (code) => {
    expect(normaliseVideoEmbed(code)).toEqual({ ok: false, message: C.videoUrlInvalid });
  });
  it.each([
    '<iframe src="https://evil.example/embed/x"></iframe>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe src="https://www.youtube.com/watch?v=x"></iframe>',
    '<iframe src="https://player.bilibili.com.evil.example/x"></iframe>',
    '<iframe src="https://user@www.youtube.com/embed/x"></iframe>',
  ])('refuses players off the allowlist: %s', (code) => {
    expect(normaliseVideoEmbed(code)).toEqual({ ok: false, message: C.videoPlayerNotAllowed });
  });
  it('refuses data: and other schemes one way or another', () => {
    expect(
      normaliseVideoEmbed('<iframe src="data:text/html,<script>alert(1)</script>"></iframe>').ok,
    ).toBe(false);
    expect(normaliseVideoEmbed('<iframe src="data:text/html,hi"></iframe>')).toEqual({
      ok: false,
      message: C.videoPlayerNotAllowed,
    });
  });
  it('rebuilds the iframe with only the https src of an allowlisted player', () => {
    const r = normaliseVideoEmbed(
      `<iframe src="//player.bilibili.com/player.html?bvid=BV1&amp;page=1" onload="alert(1)" srcdoc="<script>x</script>" allowfullscreen></iframe><script>alert(2)</script>`,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.src).toBe('https://player.bilibili.com/player.html?bvid=BV1&page=1');
    expect(r.html).toMatch(
      /^<iframe src="https:\/\/player\.bilibili\.com\/player\.html\?bvid=BV1&amp;page=1" [^>]*><\/iframe>$/,
    );
    expect(r.html).not.toMatch(/onload|srcdoc|script/);
    expect(normaliseVideoEmbed(r.html)).toEqual(r);
  });
  it('accepts YouTube embeds, quoted either way', () => {
    expect(
      normaliseVideoEmbed(
        `<IFRAME width=560 SRC='https://www.youtube-nocookie.com/embed/abc?start=5'></IFRAME>`,
      ),
    ).toMatchObject({ ok: true, src: 'https://www.youtube-nocookie.com/embed/abc?start=5' });
    expect(
      normaliseVideoEmbed('<iframe src=https://www.youtube.com/embed/abc></iframe>'),
    ).toMatchObject({ ok: true, src: 'https://www.youtube.com/embed/abc' });
  });
});
