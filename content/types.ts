/** Typed content of the shop's static pages: plain text only (no HTML), rendered by components/content. */
import type { ShopFacts } from '@/lib/types/content';

export type { ShopFacts };

/** A paragraph, or a list of points. */
export type Block = string | { list: string[] };

export interface Section {
  heading: string;
  blocks: Block[];
}

/** The spec's text for a static page with nothing to show (no intro, no sections). */
export const NO_DATA = 'No data available!';

export interface ContentPage {
  /** the route: /{slug} */
  slug: string;
  /** the page's one h1 */
  title: string;
  /** meta and social description, at most 160 characters */
  description: string;
  /** ISO date the text last changed (policies) */
  updated?: string;
  intro?: Block[];
  /** a FAQ's sections are its questions (heading) and answers (blocks) */
  sections: Section[];
  /** sections shown as an accordion of questions (FAQ) */
  accordion?: boolean;
}
