/**
 * A submitted form's fields by name (`F`, the form's own names): as trimmed text ('' for a field it lacks), or as
 * a number (null when empty).
 */
export function readForm<F extends string = string>(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: F) => String(data.get(name) ?? '').trim();
  const number = (name: F) => (text(name) === '' ? null : Number(text(name)));
  return { text, number, data };
}
