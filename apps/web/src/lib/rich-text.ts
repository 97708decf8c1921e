import type { ComponentType } from 'react';

/** What the article form needs from the rich-text editor (features/editor), which app/ lazy-loads. */
export interface RichTextEditorProps {
  /** The initial HTML body; later changes come back through onChange. */
  value: string;
  /** The body as HTML, or '' when the editor holds nothing. */
  onChange: (html: string) => void;
  /** back-office §4 Editor: false while loading, true once created. */
  onReadyChange?: (ready: boolean) => void;
}

export type RichTextEditorComponent = ComponentType<RichTextEditorProps>;
