import { Form, Input, Switch } from 'antd';
import { ImageUploadField } from '../../../components/image-upload-field';
import { CategoryForm } from './category-form';

/** General: site identity, two homepage images with captions, maintenance and registration toggles. */
export function GeneralTab() {
  return (
    <CategoryForm category="general">
      <Form.Item
        name="site_name"
        label="网站名称"
        rules={[{ required: true, whitespace: true, message: '请输入网站名称' }]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="site_description" label="网站描述">
        <Input.TextArea autoSize={{ minRows: 2 }} maxLength={300} />
      </Form.Item>
      <Form.Item name="site_keywords" label="关键词" extra="用逗号分隔">
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item
        name="contact_email"
        label="联系邮箱"
        rules={[{ type: 'email', message: '联系邮箱不是有效的邮箱地址' }]}
      >
        <Input type="email" />
      </Form.Item>
      <Form.Item name="contact_phone" label="联系电话">
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="company_address" label="公司地址">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="site_favicon" label="网站图标（favicon）地址">
        <Input placeholder="/favicon.svg" />
      </Form.Item>
      {([1, 2] as const).map((n) => (
        <div key={n}>
          <Form.Item
            name={`homepage_qr_image${n}`}
            label={`首页图片${n}`}
            extra="显示在首页翻译结果区域"
            normalize={(v: string | null) => v ?? ''}
          >
            <ImageUploadField value={null} onChange={() => undefined} label={`上传首页图片${n}`} />
          </Form.Item>
          <Form.Item name={`homepage_qr_desc${n}`} label={`首页图片${n}说明`}>
            <Input.TextArea autoSize={{ minRows: 2 }} maxLength={200} />
          </Form.Item>
        </div>
      ))}
      <Form.Item
        name="maintenance_mode"
        label="维护模式"
        valuePropName="checked"
        extra="开启后，除管理员和白名单IP外，网站显示维护页面"
      >
        <Switch />
      </Form.Item>
      <Form.Item name="allow_registration" label="允许用户注册" valuePropName="checked">
        <Switch />
      </Form.Item>
    </CategoryForm>
  );
}
