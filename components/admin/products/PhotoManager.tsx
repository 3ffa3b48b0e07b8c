'use client';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type DragEvent } from 'react';
import { MediaImage } from '@/components/ui/MediaImage';
import { PICTURE_TYPES, uploadAdmin } from '@/lib/desk/upload';
import type { AttributeValue } from '@/lib/types/catalog';
import type { ProductPhoto } from '@/lib/types/product-form';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import fields from '../ui/Field.module.scss';
import notice from '../ui/FormOutcome.module.scss';
import table from '../ui/Table.module.scss';
import styles from './PhotoManager.module.scss';

/** As the server takes them: JPEG, PNG, WebP or AVIF, at most 15 MB each (the bytes are checked there). */
const MAX_BYTES = 15 * 1024 * 1024;

interface Upload {
  key: string;
  name: string;
  progress: number;
  error: string | null;
}

/** `all` or a colour's id, as the select holds it; and back. */
const colorValue = (id: number | null) => (id === null ? 'all' : String(id));
const colorOf = (value: string) => (value === 'all' ? null : Number(value));

/** The colours a photo can be for: all of them, or one of the product's. */
function ColorOptions({ colors }: { colors: AttributeValue[] }) {
  return (
    <>
      <option value="all">All colours</option>
      {colors.map((c) => (
        <option key={c.id} value={c.id}>
          {c.title}
        </option>
      ))}
    </>
  );
}

/**
 * A product's photos: several uploaded at once, each with its progress, for one colour or all; then ordered by
 * dragging or with the buttons, the first being the main image, each given its colour, or removed. Every change
 * is saved at once and the page shows the server's result.
 */
export function PhotoManager({
  productId,
  photos,
  colors,
}: {
  productId: number;
  photos: ProductPhoto[];
  colors: AttributeValue[];
}) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const { run, outcome, pending } = useAdminAction();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [uploadColor, setUploadColor] = useState('all');
  const [dragged, setDragged] = useState<number | null>(null);
  const known = (id: number | null) => (id !== null && colors.some((c) => c.id === id) ? id : null);

  const change = (upload: Upload) => setUploads((list) => list.map((u) => (u.key === upload.key ? upload : u)));

  async function send(files: FileList) {
    const batch = [...files].map((file, index) => ({
      file,
      upload: { key: `${Date.now()}-${index}`, name: file.name, progress: 0, error: null } as Upload,
    }));
    setUploads((list) => [...list.filter((u) => u.error), ...batch.map((b) => b.upload)]);
    // One after another, in the order chosen: that is the order they take among the photos.
    for (const { file, upload } of batch) {
      if (file.size > MAX_BYTES) {
        change({ ...upload, error: 'This file is larger than 15 MB: make it smaller and try again' });
        continue;
      }
      const answer = await uploadAdmin(`products/${productId}/images?color=${uploadColor}`, file, (progress) =>
        change({ ...upload, progress }),
      );
      if (answer.ok) setUploads((list) => list.filter((u) => u.key !== upload.key));
      else change({ ...upload, progress: 0, error: answer.msg });
    }
    // Shows what was added from the server.
    startTransition(() => router.refresh());
  }

  const save = (order: ProductPhoto[], remove: number[] = []) =>
    run(`products/${productId}/images/arrange`, {
      order: order.map((p) => ({ id: p.id, color_id: known(p.color_id) })),
      remove,
    });

  const moved = (from: number, to: number) => {
    const order = [...photos];
    const [photo] = order.splice(from, 1);
    order.splice(to, 0, photo);
    return order;
  };

  function drop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragged !== null && dragged !== to) save(moved(dragged, to));
    setDragged(null);
  }

  return (
    <div className={styles.photos}>
      <div className={fields.row}>
        <label className={fields.label} htmlFor="photo-files">
          Images
        </label>
        <p className={styles.help} id="photo-files-help">
          JPEG, PNG, WebP or AVIF, up to 15 MB each; several at once. They are kept without their camera data (no GPS position).
        </p>
        <div className={fields.upload}>
          <label>
            <span className={fields.label}>For</span>{' '}
            <select
              value={uploadColor}
              onChange={(event) => setUploadColor(event.target.value)}
              aria-label="Colour of the new photos"
            >
              <ColorOptions colors={colors} />
            </select>
          </label>
          <input
            id="photo-files"
            type="file"
            accept={PICTURE_TYPES}
            multiple
            aria-describedby="photo-files-help"
            onChange={(event) => {
              if (event.target.files?.length) send(event.target.files);
              event.target.value = '';
            }}
          />
        </div>
        {uploads.length > 0 && (
          <ul className={styles.uploads} aria-label="Uploads">
            {uploads.map((u) => (
              <li key={u.key}>
                <span>{u.name}</span>
                {u.error ? (
                  <span className={notice.refused}>{u.error}</span>
                ) : (
                  <progress value={u.progress} max={1} aria-label={`Uploading ${u.name}`} />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {photos.length ? (
        <ol className={styles.photoList} aria-label="Photos, the first is the main image" aria-busy={pending}>
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, index)}
              className={dragged === index ? styles.dragging : undefined}
            >
              <MediaImage file={photo.file} alt={`Photo ${index + 1}`} width={120} height={150} className={styles.photo} />
              {index === 0 && <span className={styles.main}>Main</span>}
              <select
                value={colorValue(known(photo.color_id))}
                aria-label={`Colour of photo ${index + 1}`}
                disabled={pending}
                onChange={(event) =>
                  save(photos.map((p) => (p.id === photo.id ? { ...p, color_id: colorOf(event.target.value) } : p)))
                }
              >
                <ColorOptions colors={colors} />
              </select>
              <div className={styles.actions}>
                <button
                  type="button"
                  disabled={pending || index === 0}
                  onClick={() => save(moved(index, index - 1))}
                  aria-label={`Move photo ${index + 1} earlier`}
                >
                  ←
                </button>
                <button
                  type="button"
                  disabled={pending || index === photos.length - 1}
                  onClick={() => save(moved(index, index + 1))}
                  aria-label={`Move photo ${index + 1} later`}
                >
                  →
                </button>
                <button type="button" disabled={pending || index === 0} onClick={() => save(moved(index, 0))}>
                  Make main
                </button>
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => {
                    if (window.confirm(`Remove photo ${index + 1}?`))
                      save(
                        photos.filter((p) => p.id !== photo.id),
                        [photo.id],
                      );
                  }}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className={table.empty}>No photos yet: add the first, it becomes the main image.</p>
      )}
      <FormOutcome outcome={outcome} />
    </div>
  );
}
