import { StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { selectedSegments } from '../lib/selection';

interface Floating {
  indexes: number[];
  top: number;
  left: number;
}

/**
 * Selecting text inside the annotated output shows a floating 收藏 button above the selection
 * (public-site §2 partial-selection favourite). `onFavorite` receives the selected segment indexes.
 */
export function SelectionFavorite({
  children,
  onFavorite,
}: {
  children: ReactNode;
  onFavorite: (indexes: number[]) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [floating, setFloating] = useState<Floating | null>(null);

  useEffect(() => {
    const update = () => {
      const box = ref.current;
      const selection = window.getSelection();
      if (!box || !selection || selection.isCollapsed || selection.rangeCount === 0)
        return setFloating(null);
      const range = selection.getRangeAt(0);
      if (!box.contains(range.commonAncestorContainer)) return setFloating(null);
      const indexes = selectedSegments(box, range);
      if (indexes.length === 0) return setFloating(null);
      const rect = range.getBoundingClientRect();
      const outer = box.getBoundingClientRect();
      setFloating({
        indexes,
        top: rect.top - outer.top,
        left: Math.min(Math.max(rect.left - outer.left + rect.width / 2, 40), outer.width - 40),
      });
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  return (
    <div ref={ref} className="yx-selection-box">
      {children}
      {floating && (
        <Button
          className="yx-selection-favorite"
          style={{ top: floating.top, left: floating.left }}
          size="small"
          type="primary"
          icon={<StarOutlined />}
          // Keep the selection: a mousedown on the button would otherwise clear it first.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            onFavorite(floating.indexes);
            window.getSelection()?.removeAllRanges();
            setFloating(null);
          }}
        >
          收藏
        </Button>
      )}
    </div>
  );
}
