import { PageShell } from '@/components/layout/PageShell';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { NO_DATA, type ContentPage } from '@/content/types';
import { formatDate } from '@/lib/format';
import { ContentBlocks } from './ContentBlocks';
import styles from './ContentView.module.scss';

/** Sections with a contents list first once there are many. */
const CONTENTS_FROM = 6;
const anchor = (index: number) => `section-${index + 1}`;

/** A static page: its sections as headed text, or as an accordion of questions (FAQ). */
export function ContentView({ page }: { page: ContentPage }) {
  const { sections } = page;
  return (
    <PageShell title={page.title} before={<Breadcrumb items={[{ label: page.title }]} />}>
      <div className={styles.page}>
        {page.updated && <p className={styles.updated}>Last updated {formatDate(page.updated)}</p>}
        {page.intro && <ContentBlocks blocks={page.intro} />}
        {!sections.length && !page.intro && <p className={styles.empty}>{NO_DATA}</p>}
        {page.accordion ? (
          <div className={styles.accordion}>
            {sections.map((section) => (
              <details key={section.heading} className={styles.question}>
                <summary>
                  <h2>{section.heading}</h2>
                </summary>
                <div className={styles.answer}>
                  <ContentBlocks blocks={section.blocks} />
                </div>
              </details>
            ))}
          </div>
        ) : (
          <>
            {sections.length >= CONTENTS_FROM && (
              <nav aria-label="Contents" className={styles.contents}>
                <ol>
                  {sections.map((section, index) => (
                    <li key={section.heading}>
                      <a href={`#${anchor(index)}`}>{section.heading}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            {sections.map((section, index) => (
              <section
                key={section.heading}
                id={anchor(index)}
                aria-labelledby={`${anchor(index)}-title`}
                className={styles.section}
              >
                <h2 id={`${anchor(index)}-title`}>
                  {sections.length >= CONTENTS_FROM && `${index + 1}. `}
                  {section.heading}
                </h2>
                <ContentBlocks blocks={section.blocks} />
              </section>
            ))}
          </>
        )}
      </div>
    </PageShell>
  );
}
