/** What a picture upload's file input offers: the kinds the server keeps. */
export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** A file sent to the back office as the request's body, with its progress (fetch cannot report an upload's). */
export function uploadAdmin<T>(
  path: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<{ ok: boolean; msg: string; body: T & { msg?: string } }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/${path}`);
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body = (request.response ?? {}) as T & { msg?: string };
      const ok = request.status >= 200 && request.status < 300;
      resolve({ ok, msg: body.msg ?? `The upload failed (${request.status})`, body });
    };
    request.onerror = () =>
      resolve({
        ok: false,
        msg: 'The shop could not be reached. Check the connection and try again.',
        body: {} as T & { msg?: string },
      });
    request.send(file);
  });
}
