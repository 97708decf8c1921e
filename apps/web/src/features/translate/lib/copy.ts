import { MSG, type PhoneticSystemName } from '@yuexue/contract';

/** public-site §9 copy format: translation, blank line, annotation system name, annotation text. */
export function copyText(output: string, system: PhoneticSystemName, annotation: string): string {
  return `${output}\n\n${MSG.translator.systemNames[system]}\n${annotation}`;
}

/** The old way, for browsers without the async clipboard (or without permission): a hidden textarea and execCommand. */
function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.append(area);
  const previous = document.activeElement as HTMLElement | null;
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  previous?.focus?.();
  return ok;
}

/** Puts text on the clipboard: the clipboard API first, the textarea fallback second. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // denied or not focused: try the fallback
  }
  return copyWithTextarea(text);
}
