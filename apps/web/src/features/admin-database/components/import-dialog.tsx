import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Modal, Progress, Space, Typography, Upload } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DATABASE_LIMITS, templateUrl, type ImportResult, MSG } from '@yuexue/contract';
import { errorMessage } from '../../../lib/api-client';
import { importExcel, importKindOf, type ImportProgressState } from '../api/import-excel';
import type { RecordKind } from '../api/get-records';

const M = MSG.database;

const isExcelName = (name: string) => /\.xlsx?$/i.test(name);

function progressText(p: ImportProgressState): { percent: number; text: string } {
  if (p.stage === 'uploading') return { percent: 5, text: '正在上传文件…' };
  if (p.stage === 'reading') return { percent: 15, text: M.importReading(p.done) };
  const share = p.total ? p.done / p.total : 1;
  return { percent: Math.round(20 + share * 80), text: M.importWriting(p.done, p.total ?? 0) };
}

/** back-office §2.8 import dialog: choose a file, watch the progress, then the counts and the first 5 errors. */
export function ImportDialog({
  kind,
  title,
  onClose,
}: {
  kind: RecordKind;
  title: string;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState<ImportProgressState>();
  const [result, setResult] = useState<ImportResult>();
  const busy = !!progress && !result && !problem;

  const start = async () => {
    if (!file || !isExcelName(file.name))
      return setProblem(file ? M.importWrongType : M.importNoFile);
    setProblem(undefined);
    setResult(undefined);
    try {
      setResult(await importExcel(kind, file, setProgress));
      void qc.invalidateQueries({ queryKey: ['admin', 'database'] });
    } catch (err) {
      setProblem(errorMessage(err, M.importFailed));
    } finally {
      setProgress(undefined);
    }
  };

  const shown = result?.error_messages.slice(0, DATABASE_LIMITS.importErrorsShown) ?? [];
  const rest = result ? result.error_rows - shown.length : 0;
  const bar = progress ? progressText(progress) : undefined;

  return (
    <Modal
      open
      title={`导入${title}`}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={onClose} disabled={busy}>
            {result ? '完成' : '取消'}
          </Button>
          <Button type="primary" onClick={start} loading={busy} disabled={!file}>
            开始导入
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          第1行为表头，数据从第2行开始；已存在的记录会被更新，文件内重复的行只导入第一次出现的。
          <a href={templateUrl(importKindOf(kind))} download>
            下载模板
          </a>
        </Typography.Text>
        <Upload.Dragger
          accept=".xlsx,.xls"
          maxCount={1}
          disabled={busy}
          beforeUpload={(f) => {
            setFile(f);
            setResult(undefined);
            setProblem(isExcelName(f.name) ? undefined : M.importWrongType);
            return false;
          }}
          onRemove={() => setFile(undefined)}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖入 Excel 文件（.xlsx 或 .xls）</p>
        </Upload.Dragger>
        {bar ? (
          <div role="status">
            <Progress percent={bar.percent} status="active" />
            <Typography.Text>{bar.text}</Typography.Text>
          </div>
        ) : null}
        {problem ? <Alert type="error" showIcon message={problem} /> : null}
        {result ? (
          <>
            <Alert
              type={result.error_rows ? 'warning' : 'success'}
              showIcon
              message={M.importSuccess}
            />
            <Descriptions size="small" column={2} bordered>
              <Descriptions.Item label="总行数">{result.total_rows}</Descriptions.Item>
              <Descriptions.Item label="成功导入">{result.imported_rows}</Descriptions.Item>
              <Descriptions.Item label="新增 / 更新">
                {result.inserted_rows} / {result.updated_rows}
              </Descriptions.Item>
              <Descriptions.Item label="跳过（重复或未变化）">
                {result.skipped_rows}
              </Descriptions.Item>
              <Descriptions.Item label="错误行数">{result.error_rows}</Descriptions.Item>
            </Descriptions>
            {shown.length ? (
              <Alert
                type="error"
                message="错误信息"
                description={
                  <ul style={{ margin: 0, paddingLeft: 18 }}>
                    {shown.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                    {rest > 0 ? <li>{M.importMoreErrors(rest)}</li> : null}
                  </ul>
                }
              />
            ) : null}
          </>
        ) : null}
      </Space>
    </Modal>
  );
}
