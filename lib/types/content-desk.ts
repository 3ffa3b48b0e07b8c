import type { EditablePage } from '../validation/content-forms';

/** A page's banner and title as the back office edits them. */
export interface PageFormValues {
  keyname: EditablePage;
  title: string;
  tagline: string;
  banner: string;
}

/** A collection as the back office lists and edits it. */
export interface CollectionFormValues {
  id: number;
  title: string;
  slug: string;
  description: string;
  logo: string;
  /** '' when it has none */
  banner: string;
  sort: number;
}

/** A blog post as the back office lists and edits it (`published_at` in Dhaka time, as its field shows it). */
export interface PostFormValues {
  id: number;
  title: string;
  slug: string;
  image: string;
  body: string;
  published_at: string;
}
