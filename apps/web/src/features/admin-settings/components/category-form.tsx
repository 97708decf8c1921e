import { Alert, Button, Form, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { SETTINGS_DEFAULTS, MSG } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { useSettingsCategory, type FormCategory } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';

const M = MSG.adminSettings;

/**
 * One settings tab (back-office §2.13): loads its category (defaults fill what is missing; a load
 * failure is only logged), a spinner while loading, save disabled while loading, banners above the form.
 */
export function CategoryForm({
  category,
  children,
}: {
  category: FormCategory;
  children: ReactNode;
}) {
  const [form] = Form.useForm();
  const loaded = useSettingsCategory(category);
  const save = useSaveSettings(category);
  const [banner, setBanner] = useState<{ type: 'success' | 'error'; text: string }>();

  useEffect(() => {
    if (loaded.error) console.error(`[settings] ${M.loadFailed}`, loaded.error);
    form.setFieldsValue({ ...SETTINGS_DEFAULTS[category], ...(loaded.data ?? {}) });
  }, [loaded.data, loaded.error, category, form]);

  const submit = async (values: Record<string, unknown>) => {
    setBanner(undefined);
    try {
      const res = await save.mutateAsync(values);
      setBanner({ type: 'success', text: res.reason || M.saved });
    } catch (err) {
      setBanner({ type: 'error', text: errorMessage(err, M.saveFailed) });
    }
  };

  return (
    <Spin spinning={loaded.isLoading}>
      {banner ? (
        <Alert
          type={banner.type}
          showIcon
          message={banner.text}
          style={{ marginBottom: 16 }}
          closable
          onClose={() => setBanner(undefined)}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        style={{ maxWidth: 720 }}
        initialValues={SETTINGS_DEFAULTS[category]}
      >
        {children}
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          disabled={loaded.isLoading}
        >
          保存设置
        </Button>
      </Form>
    </Spin>
  );
}
