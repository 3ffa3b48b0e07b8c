/** A form's fields by name, as trimmed text ('' for a field it lacks). */
export function textOf(form: HTMLFormElement): (name: string) => string {
  const data = new FormData(form);
  return (name) => String(data.get(name) ?? '').trim();
}
