import { ShopLink } from '@/components/ui/ShopLink';
import { PAGE_LINK } from '@/content/format';
import type { Block } from '@/content/types';
import styles from './ContentView.module.scss';

/** A text with its links to the shop's pages (content/format's pageLink) shown as links named by their labels. */
function Text({ text }: { text: string }) {
  const parts = text.split(PAGE_LINK);
  // split keeps each link's label and path: text, label, path, text, …
  return parts.map((part, index) =>
    index % 3 === 1 ? (
      <ShopLink key={index} href={parts[index + 1]}>
        {part}
      </ShopLink>
    ) : index % 3 === 2 ? null : (
      part
    ),
  );
}

/** Paragraphs and lists of a content page. */
export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index}>
        <Text text={block} />
      </p>
    ) : (
      <ul key={index} className={styles.list}>
        {block.list.map((item) => (
          <li key={item}>
            <Text text={item} />
          </li>
        ))}
      </ul>
    ),
  );
}
