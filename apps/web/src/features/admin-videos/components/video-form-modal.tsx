import { App, Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import {
  CONTENT_LIMITS,
  MSG,
  normaliseVideoEmbed,
  VIDEO_CHANNELS,
  type VideoBody,
  type VideoChannel,
} from '@yuexue/contract';
import {
  ContentDescriptionField,
  ContentTitleField,
} from '../../../components/content-text-fields';
import { CoverField } from '../../../components/cover-field';
import { FormLoadingModal, FormModal } from '../../../components/form-modal';
import { TagSelect } from '../../../components/tag-select';
import { failureText } from '../../../lib/failure-text';
import { validatedValues } from '../../../lib/validated-values';
import { useAdminVideo, useSaveVideo } from '../api/videos';

const C = MSG.content;

interface Values {
  title: string;
  description: string;
  channel: VideoChannel;
  video_url: string;
  cover_url: string | null;
  is_pinned: boolean;
  tag_ids: number[];
}

const BLANK: Values = {
  title: '',
  description: '',
  channel: 'Bilibili',
  video_url: '',
  cover_url: null,
  is_pinned: false,
  tag_ids: [],
};

/** back-office §2.9 add/edit video modal; §5 Video form rules (the player allowlist as the server applies it). */
export function VideoFormModal({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const loaded = useAdminVideo(id);
  const title = id ? '编辑视频' : '添加视频';
  if (id !== undefined && !loaded.data)
    return (
      <FormLoadingModal
        title={title}
        error={loaded.error ? failureText(loaded.error, C.fetchVideoFailed) : undefined}
        onClose={onClose}
      />
    );
  const v = loaded.data;
  const initial: Values = v
    ? {
        title: v.title,
        description: v.description,
        channel: v.channel,
        video_url: v.video_url,
        cover_url: v.cover_url || null,
        is_pinned: v.is_pinned,
        tag_ids: v.tag_ids,
      }
    : BLANK;
  return <VideoForm id={id} title={title} initial={initial} onClose={onClose} />;
}

function VideoForm({
  id,
  title,
  initial,
  onClose,
}: {
  id: number | undefined;
  title: string;
  initial: Values;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveVideo();
  const [error, setError] = useState<string>();
  const [coverBusy, setCoverBusy] = useState(false);

  const submit = async () => {
    setError(undefined);
    const v = await validatedValues(form);
    if (!v) return;
    const body: VideoBody = {
      ...v,
      title: v.title.trim(),
      description: v.description.trim(),
      cover_url: v.cover_url ?? '',
    };
    try {
      await save.mutateAsync({ id, body });
      void message.success(MSG.backOffice.videoSaved);
      onClose();
    } catch (err) {
      setError(failureText(err, C.saveVideoFailed));
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
      width={640}
      keepOpenOnMaskClick
    >
      <Form form={form} layout="vertical" name="video-form" initialValues={initial}>
        <ContentTitleField required={C.videoTitleRequired} tooLong={C.videoTitleTooLong} />
        <ContentDescriptionField />
        <Form.Item name="channel" label="频道">
          <Select options={VIDEO_CHANNELS.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item
          name="video_url"
          label="视频iframe代码"
          extra="粘贴哔哩哔哩或 YouTube 的完整嵌入代码（<iframe src=…></iframe>）"
          rules={[
            {
              validator: (_, code: string) => {
                const r = normaliseVideoEmbed(code);
                return r.ok ? Promise.resolve() : Promise.reject(new Error(r.message));
              },
            },
            { max: CONTENT_LIMITS.videoEmbed, message: C.videoUrlTooLong },
          ]}
        >
          <Input.TextArea rows={4} spellCheck={false} />
        </Form.Item>
        <Form.Item name="cover_url" label="封面">
          <CoverField onBusyChange={setCoverBusy} />
        </Form.Item>
        <Form.Item name="is_pinned" label="置顶" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="tag_ids" label="标签">
          <TagSelect type="video" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
