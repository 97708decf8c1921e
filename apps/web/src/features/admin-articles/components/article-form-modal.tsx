import { App, Form, Space, Switch } from 'antd';
import { Suspense, useState } from 'react';
import { MSG, type ArticleBody } from '@yuexue/contract';
import {
  ContentDescriptionField,
  ContentTitleField,
} from '../../../components/content-text-fields';
import { CoverField } from '../../../components/cover-field';
import { FormLoadingModal, FormModal } from '../../../components/form-modal';
import { TagSelect } from '../../../components/tag-select';
import { failureText } from '../../../lib/failure-text';
import type { RichTextEditorComponent } from '../../../lib/rich-text';
import { validatedValues } from '../../../lib/validated-values';
import { useAdminArticle, useSaveArticle } from '../api/articles';

const C = MSG.content;

interface Values {
  title: string;
  description: string;
  cover_url: string | null;
  is_pinned: boolean;
  allow_comments: boolean;
  is_free_read: boolean;
  tag_ids: number[];
}

/** back-office §4 Article modal, add mode: a blank form — not pinned, comments allowed, not free read, no tags. */
const BLANK: Values = {
  title: '',
  description: '',
  cover_url: null,
  is_pinned: false,
  allow_comments: true,
  is_free_read: false,
  tag_ids: [],
};

/** The add/edit article modal (back-office §2.10); id undefined means add. */
export function ArticleFormModal({
  id,
  Editor,
  onClose,
}: {
  id: number | undefined;
  Editor: RichTextEditorComponent;
  onClose: () => void;
}) {
  const loaded = useAdminArticle(id);
  const editing = id !== undefined;
  const title = editing ? '编辑文章' : '写文章';

  if (editing && !loaded.data)
    return (
      <FormLoadingModal
        title={title}
        error={loaded.error ? failureText(loaded.error, C.fetchArticleFailed) : undefined}
        onClose={onClose}
        width={900}
      />
    );

  const a = loaded.data;
  const initial: Values = a
    ? {
        title: a.title,
        description: a.description,
        cover_url: a.cover_url || null,
        is_pinned: a.is_pinned,
        allow_comments: a.allow_comments,
        is_free_read: a.is_free_read,
        tag_ids: a.tag_ids,
      }
    : BLANK;
  return (
    <ArticleForm
      key={id ?? 'new'}
      id={id}
      title={title}
      initial={initial}
      initialDetails={a?.details ?? ''}
      Editor={Editor}
      onClose={onClose}
    />
  );
}

function ArticleForm({
  id,
  title,
  initial,
  initialDetails,
  Editor,
  onClose,
}: {
  id: number | undefined;
  title: string;
  initial: Values;
  initialDetails: string;
  Editor: RichTextEditorComponent;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveArticle();
  const [details, setDetails] = useState(initialDetails);
  const [editorReady, setEditorReady] = useState(false);
  const [coverBusy, setCoverBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async () => {
    setError(undefined);
    const v = await validatedValues(form);
    if (!v) return;
    if (!editorReady) {
      setError(MSG.backOffice.editorNotReady);
      return;
    }
    if (!details.trim()) {
      setError(C.articleDetailsRequired);
      return;
    }
    const body: ArticleBody = {
      ...v,
      title: v.title.trim(),
      description: v.description.trim(),
      cover_url: v.cover_url ?? '',
      details,
    };
    try {
      await save.mutateAsync({ id, body });
      void message.success(id ? MSG.backOffice.articleUpdated : MSG.backOffice.articleAdded);
      onClose();
    } catch (err) {
      setError(failureText(err, id ? C.updateArticleFailed : C.addArticleFailed));
    }
  };

  return (
    <FormModal
      title={title}
      error={error}
      saving={save.isPending}
      onSave={() => void submit()}
      onClose={onClose}
      saveDisabled={coverBusy}
      width={900}
      keepOpenOnMaskClick
    >
      <Form form={form} layout="vertical" name="article-form" initialValues={initial}>
        <ContentTitleField required={C.articleTitleRequired} tooLong={C.articleTitleTooLong} />
        <ContentDescriptionField />
        <Form.Item name="cover_url" label="封面">
          <CoverField onBusyChange={setCoverBusy} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="is_pinned" label="置顶" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="allow_comments" label="允许评论" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="is_free_read" label="免费阅读" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="tag_ids" label="标签">
          <TagSelect type="article" />
        </Form.Item>
        <Form.Item label="正文" required>
          <Suspense fallback={<p role="status">{MSG.backOffice.editorLoading}</p>}>
            <Editor value={initialDetails} onChange={setDetails} onReadyChange={setEditorReady} />
          </Suspense>
        </Form.Item>
      </Form>
    </FormModal>
  );
}
