'use client';
import type { Ref } from 'react';
import { describedBy, FieldError } from './Field';
import fields from './Field.module.scss';
import styles from './RichTextField.module.scss';

const TOOLS = [
  { command: 'bold', label: 'Bold', mark: 'B' },
  { command: 'italic', label: 'Italic', mark: 'I' },
  { command: 'insertUnorderedList', label: 'Bulleted list', mark: '•' },
  { command: 'insertOrderedList', label: 'Numbered list', mark: '1.' },
] as const;

/**
 * Rich text typed as on a page: bold, italic and lists from a small toolbar (or Ctrl+B, Ctrl+I). The server keeps
 * only the HTML the shop allows (lib/server/rich-text), so pasted text cannot bring scripts or styles along.
 */
export function RichTextField({
  id,
  label,
  html,
  error,
  ref,
}: {
  id: string;
  label: string;
  html: string;
  error?: string;
  ref: Ref<HTMLDivElement>;
}) {
  return (
    <div className={styles.richText}>
      <span id={`${id}-label`} className={fields.label}>
        {label}
      </span>
      <div role="toolbar" aria-label={`${label}: formatting`} className={styles.toolbar}>
        {TOOLS.map((tool) => (
          <button
            key={tool.command}
            type="button"
            aria-label={tool.label}
            title={tool.label}
            // Keeps the text's selection while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => document.execCommand(tool.command)}
          >
            {tool.mark}
          </button>
        ))}
      </div>
      <div
        ref={ref}
        id={id}
        role="textbox"
        aria-multiline
        aria-labelledby={`${id}-label`}
        contentEditable
        suppressContentEditableWarning
        className={styles.editor}
        dangerouslySetInnerHTML={{ __html: html }}
        {...describedBy(id, error)}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}
