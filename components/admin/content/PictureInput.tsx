'use client';
import { useState } from 'react';
import { MediaImage } from '@/components/ui/MediaImage';
import { PICTURE_TYPES, uploadAdmin } from '@/lib/desk/upload';
import actions from '../ui/Actions.module.scss';
import fields from '../ui/Field.module.scss';
import notice from '../ui/FormOutcome.module.scss';
import styles from './PictureInput.module.scss';

/**
 * A picture field of a form (useFieldForm's `field` gives `id`, `name` and the message's description): the
 * picture it holds, and a file input that uploads a new one at once, with its progress. The form sends the stored
 * file's name (a hidden input); the server refuses a name it does not store.
 */
export function PictureInput({
  name,
  file: start,
  alt,
  size: [width, height],
  removable = false,
  ...input
}: {
  id: string;
  name: string;
  file: string;
  alt: string;
  /** the preview's size in pixels, in the shape the picture is shown */
  size: [number, number];
  /** an optional picture: a Remove button empties it */
  removable?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  const [file, setFile] = useState(start);
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  async function send(chosen: File) {
    setRefused(null);
    setProgress(0);
    const answer = await uploadAdmin<{ file?: string }>('pictures', chosen, setProgress);
    setProgress(null);
    if (answer.ok && answer.body.file) setFile(answer.body.file);
    else setRefused(answer.msg);
  }

  return (
    <div className={fields.upload}>
      {file && <MediaImage file={file} alt={alt} width={width} height={height} className={styles.picture} />}
      <input
        {...input}
        type="file"
        accept={PICTURE_TYPES}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) send(chosen);
          event.target.value = '';
        }}
      />
      {removable && file && (
        <button type="button" className={actions.secondary} onClick={() => setFile('')}>
          Remove {alt.toLowerCase()}
        </button>
      )}
      <input type="hidden" name={name} value={file} />
      {progress !== null && <progress value={progress} max={1} aria-label="Uploading the picture" />}
      {refused && (
        <span className={notice.refused} role="alert">
          {refused}
        </span>
      )}
    </div>
  );
}
