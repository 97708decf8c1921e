import {
  BoldOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  LineOutlined,
  OrderedListOutlined,
  PictureOutlined,
  TableOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { Button, Divider, Tooltip } from 'antd';
import type { ReactNode } from 'react';

type Command = (editor: Editor) => void;

interface ToolProps {
  label: string;
  icon: ReactNode;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
}

function Tool({ label, icon, active, onClick, disabled }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        disabled={disabled}
      />
    </Tooltip>
  );
}

const text = (t: string) => <span className="yx-editor__tool-text">{t}</span>;

/**
 * back-office §2.11 toolbar. `run` gives each command the editor, or says it is not ready; the
 * table buttons appear only while the cursor is inside a table.
 */
export function EditorToolbar({
  editor,
  run,
  onPickImage,
  onInsertTable,
  uploading,
}: {
  editor: Editor | null;
  run: (command: Command) => void;
  onPickImage: () => void;
  onInsertTable: () => void;
  uploading: boolean;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      inTable: e?.isActive('table') ?? false,
    }),
  });
  const s = state ?? {
    bold: false,
    italic: false,
    h2: false,
    h3: false,
    bullet: false,
    ordered: false,
    quote: false,
    inTable: false,
  };

  return (
    <div className="yx-editor__toolbar" role="toolbar" aria-label="编辑工具栏">
      <Tool
        label="加粗"
        icon={<BoldOutlined />}
        active={s.bold}
        onClick={() => run((e) => e.chain().focus().toggleBold().run())}
      />
      <Tool
        label="斜体"
        icon={<ItalicOutlined />}
        active={s.italic}
        onClick={() => run((e) => e.chain().focus().toggleItalic().run())}
      />
      <Tool
        label="二级标题"
        icon={text('H2')}
        active={s.h2}
        onClick={() => run((e) => e.chain().focus().toggleHeading({ level: 2 }).run())}
      />
      <Tool
        label="三级标题"
        icon={text('H3')}
        active={s.h3}
        onClick={() => run((e) => e.chain().focus().toggleHeading({ level: 3 }).run())}
      />
      <Divider type="vertical" />
      <Tool
        label="无序列表"
        icon={<UnorderedListOutlined />}
        active={s.bullet}
        onClick={() => run((e) => e.chain().focus().toggleBulletList().run())}
      />
      <Tool
        label="有序列表"
        icon={<OrderedListOutlined />}
        active={s.ordered}
        onClick={() => run((e) => e.chain().focus().toggleOrderedList().run())}
      />
      <Tool
        label="引用"
        icon={text('❝')}
        active={s.quote}
        onClick={() => run((e) => e.chain().focus().toggleBlockquote().run())}
      />
      <Tool
        label="分隔线"
        icon={<LineOutlined />}
        onClick={() => run((e) => e.chain().focus().setHorizontalRule().run())}
      />
      <Divider type="vertical" />
      <Tool
        label={uploading ? '图片上传中' : '插入图片'}
        icon={<PictureOutlined />}
        onClick={onPickImage}
        disabled={uploading}
      />
      <Tool label="插入表格" icon={<TableOutlined />} onClick={onInsertTable} />
      {s.inTable ? (
        <>
          <Divider type="vertical" />
          <Tool
            label="添加列"
            icon={<InsertRowRightOutlined />}
            onClick={() => run((e) => e.chain().focus().addColumnAfter().run())}
          />
          <Tool
            label="添加行"
            icon={<InsertRowBelowOutlined />}
            onClick={() => run((e) => e.chain().focus().addRowAfter().run())}
          />
          <Tool
            label="删除列"
            icon={<DeleteColumnOutlined />}
            onClick={() => run((e) => e.chain().focus().deleteColumn().run())}
          />
          <Tool
            label="删除行"
            icon={<DeleteRowOutlined />}
            onClick={() => run((e) => e.chain().focus().deleteRow().run())}
          />
          <Tool
            label="删除表格"
            icon={<DeleteOutlined />}
            onClick={() => run((e) => e.chain().focus().deleteTable().run())}
          />
        </>
      ) : null}
    </div>
  );
}
