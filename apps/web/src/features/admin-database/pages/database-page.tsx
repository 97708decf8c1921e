import { Card, Typography } from 'antd';
import { PageTabs } from '../../../components/page-tabs';
import { TRANSLATE_TYPE_NAMES } from '@yuexue/contract';
import { StaffScreen } from '../../../components/staff-screen';
import { RecordsPanel } from '../components/records-panel';

/** back-office §2.8: translation records split by translate_type, and phonetic records. */
export function DatabasePage() {
  return (
    <StaffScreen adminOnly>
      <Card>
        <Typography.Title level={1} className="yx-admin__page-title" style={{ marginTop: 0 }}>
          翻译与注音库
        </Typography.Title>
        <PageTabs
          destroyOnHidden
          items={[
            {
              key: 'translate_input',
              label: TRANSLATE_TYPE_NAMES.translate_input,
              children: <RecordsPanel kind="translate_input" title="翻译记录（输入优化）" />,
            },
            {
              key: 'translate_output',
              label: TRANSLATE_TYPE_NAMES.translate_output,
              children: <RecordsPanel kind="translate_output" title="翻译记录（输出优化）" />,
            },
            {
              key: 'phonetics',
              label: '读音记录',
              children: <RecordsPanel kind="phonetics" title="读音记录" />,
            },
          ]}
        />
      </Card>
    </StaffScreen>
  );
}
