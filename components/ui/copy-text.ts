import { notify } from './notify';

/** Copies a text to the clipboard and says whether it worked. */
export async function copyText(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(done);
  } catch {
    notify.error(failed);
  }
}
