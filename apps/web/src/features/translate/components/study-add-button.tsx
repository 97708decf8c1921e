import { BookOutlined, CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { MSG } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { showError, showMessage } from '../../../lib/feedback';
import { useAuthStore } from '../../../stores/auth-store';
import { studyCardOf, useAddStudyCard } from '../api/add-study-card';
import type { ToolResult } from '../api/run-tool';

/** 加入学习 on the result panel: the result becomes a study card at once (guests are invited to sign up). */
export function StudyAddButton({ result }: { result: ToolResult }) {
  const signedIn = useAuthStore((s) => s.token !== null);
  const add = useAddStudyCard();
  // The result this button already added, so it says so instead of offering again.
  const [addedFor, setAddedFor] = useState<ToolResult | null>(null);
  const added = addedFor === result;
  const onClick = () => {
    if (!signedIn) return showMessage('warning', MSG.study.guestInvite);
    add.mutate(studyCardOf(result), {
      onSuccess: (r) => {
        showMessage('success', r.message ?? MSG.study.added);
        setAddedFor(result);
      },
      onError: (err) => showError(errorMessage(err, '加入学习失败，请稍后重试')),
    });
  };
  return (
    <Button
      icon={added ? <CheckOutlined /> : <BookOutlined />}
      onClick={onClick}
      loading={add.isPending}
      disabled={added || !result.output.trim()}
      aria-pressed={added}
    >
      {added ? '已加入学习' : '加入学习'}
    </Button>
  );
}
