/**
 * Stands in for `react-style-singleton` (vite.config.ts aliases it here), which Radix's scroll lock
 * (react-remove-scroll) uses to add a few rules while a dialog or menu is open. That package writes
 * a <style> element, which our Content-Security-Policy refuses (no 'unsafe-inline' in style-src:
 * docs/decisions/0266-sms-spend-bounded.md). A constructed stylesheet is the CSS object model,
 * which the policy does not govern: the same rules apply, nothing inline is written. Where a
 * browser has no constructed stylesheets, the stylesheet's `body[data-scroll-locked]` rule
 * (index.css) still locks the page.
 */
import { useEffect } from 'react';

interface Sheet {
  add(style: string): void;
  remove(): void;
}

const constructable = () =>
  typeof document !== 'undefined' && 'adoptedStyleSheets' in document && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;

export const stylesheetSingleton = (): Sheet => {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (counter === 0 && constructable()) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const gone = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== gone);
        sheet = null;
      }
    },
  };
};

export const styleHookSingleton = () => {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the original's dependency: restyled only when dynamic
    }, [styles && isDynamic]);
  };
};

export const styleSingleton = () => {
  const useStyle = styleHookSingleton();
  const Sheet = ({ styles, dynamic }: { styles: string; dynamic?: boolean }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
};
