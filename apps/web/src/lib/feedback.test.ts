import { describe, expect, it, vi } from 'vitest';
import type { App } from 'antd';
import { setFeedbackApi, showAlert, showError } from './feedback';

type AppFeedback = ReturnType<typeof App.useApp>;

describe('feedback outside React', () => {
  it('holds what is shown before the App bridge mounts and shows it once it does, then shows at once', () => {
    showAlert('无权访问', '您没有权限');
    showError('账号已被封禁');
    const warning = vi.fn();
    const error = vi.fn();
    setFeedbackApi({ modal: { warning }, message: { error } } as unknown as AppFeedback);
    expect(warning).toHaveBeenCalledWith({
      title: '无权访问',
      content: '您没有权限',
      okText: '知道了',
    });
    expect(error).toHaveBeenCalledWith('账号已被封禁');
    showError('再一次');
    expect(error).toHaveBeenLastCalledWith('再一次');
    expect(warning).toHaveBeenCalledTimes(1);
  });
});
