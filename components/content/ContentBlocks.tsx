import type { Block } from '@/content/types';
import styles from './ContentView.module.scss';

/** Paragraphs and lists of a content page. */
export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index}>{block}</p>
    ) : (
      <ul key={index} className={styles.list}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  );
}
