import type { Metadata } from 'next';
import { cache } from 'react';
import { ContactForm } from '@/components/contact/ContactForm';
import { PageBanner } from '@/components/ui/PageBanner';
import { range } from '@/content/format';
import { SUPPORT_REPLY_HOURS } from '@/content/policy';
import { pageMetadata } from '@/lib/metadata';
import { getPage } from '@/lib/server/content/shop';
import { getDb } from '@/lib/server/db';
import { loadShopInfo } from '@/lib/server/content/shop-info';
import styles from './page.module.scss';

/** Rendered once, then regenerated at most every hour. */
export const revalidate = 3600;

const loadContact = cache(async () => {
  const db = await getDb();
  const [page, { company, store }] = await Promise.all([getPage(db, 'contact'), loadShopInfo()]);
  return { page, company, brand: store.store_en };
});

export async function generateMetadata(): Promise<Metadata> {
  const { page, company } = await loadContact();
  return pageMetadata({
    title: page?.title_en ?? 'Contact Us',
    description: `Write to ${company.email} or call ${company.phone}: we reply within ${range(SUPPORT_REPLY_HOURS)} hours.`,
    path: '/contact',
  });
}

export default async function ContactPage() {
  const { page, company, brand } = await loadContact();
  return (
    <>
      <PageBanner title={page?.title_en ?? 'Contact Us'} banner={page?.banner ?? null} />
      <div className={styles.page}>
        <section className={styles.details} aria-labelledby="contact-details">
          <h2 id="contact-details">We are here to help</h2>
          <p>
            Ask us about fit and sizes, an order or an exchange. When you press Send, your e-mail app opens with your message
            ready to go. We reply within {range(SUPPORT_REPLY_HOURS)} hours.
          </p>
          <dl>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </dd>
            <dt>Website</dt>
            <dd>
              <a href={company.website} rel="noopener">
                {new URL(company.website).host}
              </a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${company.phone}`}>{company.phone}</a>
            </dd>
            <dt>Address</dt>
            <dd>{company.address}</dd>
          </dl>
        </section>
        <section className={styles.form} aria-labelledby="contact-form">
          <h2 id="contact-form">Send us a message</h2>
          <ContactForm to={company.email} brand={brand} />
        </section>
      </div>
    </>
  );
}
