/** The first thumbnail the rail shows so that `selected` is in view, moving it as little as possible. */
export function railStart(selected: number, start: number, perView: number): number {
  if (selected < start) return selected;
  if (selected >= start + perView) return selected - perView + 1;
  return start;
}
