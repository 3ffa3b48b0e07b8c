'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { ShopLink } from '@/components/ui/ShopLink';
import { FITS, REVIEW_MESSAGES, REVIEW_PHOTOS_MAX, type Fit } from '@/lib/reviews';
import type { MyReviews, ReviewableLine } from '@/lib/types/review';
import styles from './ReviewForm.module.scss';

type Loaded = { state: 'signed-out' } | { state: 'refused'; msg: string } | { state: 'ready'; lines: ReviewableLine[] };

const messageOf = async (response: Response) =>
  ((await response.json().catch(() => ({}))) as { msg?: string }).msg ?? 'Something went wrong. Please try again.';

/** Uploads her photos one by one (the back office's photo rules judge them), answering their stored names. */
async function uploadPhotos(files: File[]): Promise<string[]> {
  const names: string[] = [];
  for (const file of files) {
    const response = await fetch('/api/shop/reviews/photos', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
    });
    if (!response.ok) throw new Error(`${file.name}: ${await messageOf(response)}`);
    names.push(((await response.json()) as { file: string }).file);
  }
  return names;
}

/**
 * The review form: asks (never cached) whether she may review this product, then takes her stars, fit, text and
 * photos for one of her delivered order lines.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    fetch(`/api/shop/reviews/mine?product=${productId}`, { cache: 'no-store' })
      .then(async (response): Promise<Loaded> => {
        if (response.status === 401) return { state: 'signed-out' };
        if (!response.ok) return { state: 'refused', msg: await messageOf(response) };
        const { reviewable } = (await response.json()) as MyReviews;
        return reviewable.length ? { state: 'ready', lines: reviewable } : { state: 'refused', msg: REVIEW_MESSAGES.notYours };
      })
      .catch(() => ({ state: 'refused', msg: 'The review form could not be loaded. Please try again.' }) as const)
      .then(setLoaded);
  }, [productId]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const files = (form.getAll('photos') as File[]).filter((file) => file.size > 0);
    if (files.length > REVIEW_PHOTOS_MAX) return setProblem(`At most ${REVIEW_PHOTOS_MAX} photos`);
    setSending(true);
    setProblem(null);
    try {
      const response = await fetch('/api/shop/reviews', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          order_item_id: Number(form.get('line')),
          stars: Number(form.get('stars')),
          fit: form.get('fit'),
          body: form.get('body'),
          photos: await uploadPhotos(files),
        }),
      });
      if (response.ok) setSent(await messageOf(response));
      else setProblem(await messageOf(response));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }

  if (!loaded) return <p aria-busy="true">Loading the review form</p>;
  if (loaded.state === 'signed-out')
    return (
      <p>
        <ShopLink href="/signin">Sign in</ShopLink> to review a product you bought.
      </p>
    );
  if (loaded.state === 'refused') return <p role="status">{loaded.msg}</p>;
  if (sent) return <p role="status">{sent}</p>;
  const [first] = loaded.lines;
  return (
    <form method="post" className={styles.form} onSubmit={send} aria-labelledby="review-form-title">
      <h3 id="review-form-title" className={styles.title}>
        Your review
      </h3>
      {loaded.lines.length > 1 ? (
        <label className={styles.field}>
          The piece you review
          <select name="line" defaultValue={first.order_item_id}>
            {loaded.lines.map((line) => (
              <option key={line.order_item_id} value={line.order_item_id}>
                Order {line.order_no}
                {line.size && ` · Size ${line.size}`}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p>
          <input type="hidden" name="line" value={first.order_item_id} />
          Order {first.order_no}
          {first.size && ` · Size bought: ${first.size}`}
        </p>
      )}
      <fieldset className={styles.choices}>
        <legend>Your rating</legend>
        {[5, 4, 3, 2, 1].map((stars) => (
          <label key={stars}>
            <input type="radio" name="stars" value={stars} required />
            {stars} {stars === 1 ? 'star' : 'stars'}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>How it fits</legend>
        {(Object.keys(FITS) as Fit[]).map((fit) => (
          <label key={fit}>
            <input type="radio" name="fit" value={fit} required />
            {FITS[fit]}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        Your review (optional)
        <textarea name="body" rows={4} maxLength={2000} />
      </label>
      <label className={styles.field}>
        Photos (optional, up to {REVIEW_PHOTOS_MAX})
        <input type="file" name="photos" accept="image/jpeg,image/png,image/webp,image/avif" multiple />
      </label>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? 'Sending' : 'Send review'}
      </button>
    </form>
  );
}
