import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/**
 * back-office §2.11: exactly what the server's sanitiser keeps — paragraphs, H2/H3, bold, italic,
 * lists, blockquote, rule, links, images and tables. Undo/redo keeps the library defaults
 * (depth 100, newGroupDelay 500 ms).
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      protocols: ['http', 'https'],
      HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
];
