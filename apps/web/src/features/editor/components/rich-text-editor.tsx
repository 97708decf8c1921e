import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { App, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { IMAGE_ACCEPT, MSG } from '@yuexue/contract';
import { ApiError } from '../../../lib/api-client';
import type { RichTextEditorProps } from '../../../lib/rich-text';
import { imageProblem, uploadImage } from '../../../lib/upload-image';
import { editorExtensions } from '../lib/extensions';
import type { TableSize } from '../lib/table-size';
import { EditorToolbar } from './editor-toolbar';
import { TableInsertDialog } from './table-insert-dialog';
import '../editor.css';

/** 'Failed to upload image', with the server's reason when it gave one (back-office §8 Editor). */
const uploadFailure = (err: unknown) =>
  err instanceof ApiError && err.status > 0 && err.message
    ? MSG.backOffice.imageUploadFailedWith(err.message)
    : MSG.upload.failed;

/** back-office §2.11: the article body editor (Tiptap), its own lazy chunk. */
export function RichTextEditor({ value, onChange, onReadyChange }: RichTextEditorProps) {
  const { message } = App.useApp();
  const [ready, setReady] = useState(false);
  const [tableDialog, setTableDialog] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const change = useRef(onChange);
  change.current = onChange;

  const editor = useEditor({
    extensions: editorExtensions,
    content: value,
    // Created after mount, so the 'loading' state is real until onCreate.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: 'yx-editor__content',
        'aria-label': '文章内容',
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
    onCreate: () => setReady(true),
    onDestroy: () => setReady(false),
    onUpdate: ({ editor: e }) => change.current(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => onReadyChange?.(ready), [ready, onReadyChange]);

  const run = useCallback(
    (command: (e: Editor) => void) => {
      if (!editor || !ready || editor.isDestroyed) {
        void message.warning(MSG.backOffice.editorNotReady);
        return;
      }
      command(editor);
    },
    [editor, ready, message],
  );

  const onFile = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const bad = imageProblem(file);
    if (bad) {
      void message.error(bad);
      return;
    }
    run((e) => {
      setUploading(true);
      uploadImage(file)
        .then((img) => {
          if (!e.isDestroyed)
            e.chain()
              .focus()
              .setImage({ src: img.url, alt: file.name.replace(/\.[^.]+$/, '') })
              .run();
        })
        .catch((err: unknown) => void message.error(uploadFailure(err)))
        .finally(() => setUploading(false));
    });
  };

  const insertTable = (size: TableSize) => {
    setTableDialog(false);
    run((e) =>
      e
        .chain()
        .focus()
        .insertTable({ rows: size.rows, cols: size.cols, withHeaderRow: size.withHeaderRow })
        .run(),
    );
  };

  return (
    <div className="yx-editor" aria-busy={!ready}>
      <EditorToolbar
        editor={editor}
        run={run}
        uploading={uploading}
        onPickImage={() => run(() => fileInput.current?.click())}
        onInsertTable={() => run(() => setTableDialog(true))}
      />
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        className="yx-visually-hidden"
        tabIndex={-1}
        aria-label="选择要插入的图片"
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      {!ready ? (
        <div className="yx-editor__loading" role="status">
          <Spin size="small" /> {MSG.backOffice.editorLoading}
        </div>
      ) : null}
      <EditorContent editor={editor} />
      {tableDialog ? (
        <TableInsertDialog onInsert={insertTable} onClose={() => setTableDialog(false)} />
      ) : null}
    </div>
  );
}

export default RichTextEditor;
