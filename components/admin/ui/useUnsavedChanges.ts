'use client';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * What the desk asks before a link takes it away from edits not saved yet.
 * @internal (also read by the tests)
 */
export const LEAVE_QUESTION = 'You have unsaved changes. Leave this page?';

/**
 * A form's fields as one string: two of them differ exactly when some field's value does (files by name and size;
 * rich text, which is no form field, by its HTML).
 */
function valuesOf(form: HTMLFormElement) {
  const fields = [...new FormData(form)].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : `${value.name}:${value.size}`,
  ]);
  const richText = [...form.querySelectorAll('[contenteditable]')].map((editor) => editor.innerHTML);
  return JSON.stringify([fields, richText]);
}

/** Whether a click on `link` opens another page of this site in this tab, the only navigation a form's page loses. */
function leavesPage(event: MouseEvent, link: HTMLAnchorElement) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== location.origin) return false;
  // A link within the page (#section) keeps the form as it is.
  return link.pathname !== location.pathname || link.search !== location.search;
}

/**
 * Asks before leaving a form whose fields differ from what was last saved (or first shown): the browser's own
 * question when the page is closed or reloaded, `window.confirm` when a link of the desk is followed. The form's
 * values are compared, not its events, so a field typed into and put back is not a change; `saved` makes what the
 * fields hold now the new starting point, after the server took it.
 */
export function useUnsavedChanges(form: RefObject<HTMLFormElement | null>) {
  const start = useRef<string | null>(null);

  useEffect(() => {
    const dirty = () => !!form.current && start.current !== null && valuesOf(form.current) !== start.current;
    if (form.current) start.current = valuesOf(form.current);

    // The browser shows its own words here; preventDefault is all it needs to ask.
    function beforeUnload(event: BeforeUnloadEvent) {
      if (dirty()) event.preventDefault();
    }

    // On the window, in the capture phase: before Next's Link hears the click, so that staying stops its navigation.
    function click(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || !leavesPage(event, link)) return;
      if (dirty() && !window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    }

    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('click', click, true);
    };
  }, [form]);

  function saved() {
    if (form.current) start.current = valuesOf(form.current);
  }

  return { saved };
}
