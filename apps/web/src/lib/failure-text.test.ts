import { describe, expect, it } from 'vitest';
import { MSG } from '@yuexue/contract';
import { ApiError } from './api-client';
import { failureText } from './failure-text';

describe('failureText', () => {
  it("shows the server's own message", () => {
    expect(failureText(new ApiError('标签已存在', 409), '添加标签失败')).toBe('标签已存在');
  });
  it('falls back to the default when the error is not from the API', () => {
    expect(failureText(new Error('boom'), '添加标签失败')).toBe('添加标签失败');
  });
  it('prefixes network failures with 网络错误', () => {
    expect(failureText(new ApiError(MSG.common.network, 0, 'network'), 'x')).toBe(
      `网络错误: ${MSG.common.cannotConnect}`,
    );
    expect(failureText(new ApiError(MSG.common.timeout, 0, 'timeout'), 'x')).toBe(
      `网络错误: ${MSG.common.timeout}`,
    );
  });
});
