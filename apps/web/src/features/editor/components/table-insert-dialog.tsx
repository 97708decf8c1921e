import { Alert, Checkbox, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import {
  DEFAULT_TABLE_SIZE,
  TABLE_SIZE,
  tableSizeProblem,
  type TableSize,
} from '../lib/table-size';

/** back-office §2.11 table insert dialog: rows 1–20, columns 1–10, header row on by default. */
export function TableInsertDialog({
  onInsert,
  onClose,
}: {
  onInsert: (size: TableSize) => void;
  onClose: () => void;
}) {
  const [size, setSize] = useState<TableSize>(DEFAULT_TABLE_SIZE);
  const [problem, setProblem] = useState<string>();

  const insert = () => {
    const bad = tableSizeProblem(size);
    setProblem(bad);
    if (!bad) onInsert(size);
  };

  return (
    <Modal
      open
      title="插入表格"
      onCancel={onClose}
      onOk={insert}
      okText="插入"
      cancelText="取消"
      destroyOnHidden
      width={360}
    >
      {problem ? (
        <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} />
      ) : null}
      <Form layout="vertical" component="div">
        <Form.Item label="行数" htmlFor="yx-table-rows">
          <InputNumber
            id="yx-table-rows"
            min={TABLE_SIZE.rows.min}
            max={TABLE_SIZE.rows.max}
            precision={0}
            value={size.rows}
            onChange={(v) => setSize((s) => ({ ...s, rows: v ?? Number.NaN }))}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="列数" htmlFor="yx-table-cols">
          <InputNumber
            id="yx-table-cols"
            min={TABLE_SIZE.cols.min}
            max={TABLE_SIZE.cols.max}
            precision={0}
            value={size.cols}
            onChange={(v) => setSize((s) => ({ ...s, cols: v ?? Number.NaN }))}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Checkbox
          checked={size.withHeaderRow}
          onChange={(e) => setSize((s) => ({ ...s, withHeaderRow: e.target.checked }))}
        >
          包含表头行
        </Checkbox>
      </Form>
    </Modal>
  );
}
