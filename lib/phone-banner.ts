/**
 * The home banner on a phone. There its 8:3 picture covers a box about as tall as it is wide (360 px), so the
 * whole picture would be fetched far wider than the 40% a phone shows, and decoded whole before the first
 * screen is complete. A phone gets the part it shows instead, cut by the server from
 * the stored picture (`/media/phone/{file}`): 9:8, placed across as the wide picture is (as CSS `object-position` places it).
 */
export const PHONE_BANNER = {
  /** screens that take the cut */
  media: '(max-width: 480px)',
  /** every other screen */
  otherMedia: '(width > 480px)',
  aspect: 9 / 8,
  /** where across the picture its drawing sits: the cut's place and the wide picture's `object-position` */
  focusX: 0.7,
  /** the banner's height on a phone (HomeBanner.module.scss's min-height) */
  boxHeight: 360,
} as const;

export const phoneBannerUrl = (file: string) => `/media/phone/${encodeURIComponent(file)}`;
