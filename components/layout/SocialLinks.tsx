import type { ReactNode } from 'react';
import type { SocialNetwork, StoreSettings } from '@/lib/types/content';
import styles from './SocialLinks.module.scss';

/** Each network's name and line icon (24 px grid, drawn with the current colour). */
const NETWORKS: { key: SocialNetwork; name: string; icon: ReactNode }[] = [
  { key: 'facebook', name: 'Facebook', icon: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" /> },
  {
    key: 'twitter',
    name: 'Twitter',
    icon: (
      <path d="M23 3a10.9 10.9 0 0 1-3.14 1.53 4.48 4.48 0 0 0-7.86 3v1A10.66 10.66 0 0 1 3 4s-4 9 5 13a11.64 11.64 0 0 1-7 2c9 5 20 0 20-11.5a4.5 4.5 0 0 0-.08-.83A7.72 7.72 0 0 0 23 3z" />
    ),
  },
  {
    key: 'linkedin',
    name: 'LinkedIn',
    icon: (
      <>
        <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
        <rect x="2" y="9" width="4" height="12" />
        <circle cx="4" cy="4" r="2" />
      </>
    ),
  },
  {
    key: 'instagram',
    name: 'Instagram',
    icon: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5h.01" />
      </>
    ),
  },
  {
    key: 'youtube',
    name: 'YouTube',
    icon: (
      <>
        <path d="M22.54 6.42a2.78 2.78 0 0 0-1.94-2C18.88 4 12 4 12 4s-6.88 0-8.6.46a2.78 2.78 0 0 0-1.94 2A29 29 0 0 0 1 11.75a29 29 0 0 0 .46 5.33A2.78 2.78 0 0 0 3.4 19c1.72.46 8.6.46 8.6.46s6.88 0 8.6-.46a2.78 2.78 0 0 0 1.94-2 29 29 0 0 0 .46-5.25 29 29 0 0 0-.46-5.33z" />
        <path d="m9.75 15.02 5.75-3.27-5.75-3.27z" />
      </>
    ),
  },
  {
    key: 'pinterest',
    name: 'Pinterest',
    icon: (
      <>
        <circle cx="12" cy="12" r="10" />
        <path d="m10.5 21.5 2.3-9.5M10 14.6c-1.6-.9-2.2-2.7-1.6-4.4.8-2.3 3.5-3.5 6-2.6 2.2.8 3.1 3.1 2.2 5.1-.8 1.8-2.6 2.6-4.1 1.8" />
      </>
    ),
  },
  {
    key: 'dribbble',
    name: 'Dribbble',
    icon: (
      <>
        <circle cx="12" cy="12" r="10" />
        <path d="M8.56 2.75c4.37 6.03 6.02 9.42 8.03 17.72m2.54-15.38c-3.72 4.35-8.94 5.66-16.88 5.85m19.5 1.9c-3.5-.93-6.63-.82-8.94 0-2.58.92-5.01 2.86-7.44 6.32" />
      </>
    ),
  },
];

/** Links to the networks the store has an address for, in a fixed order. */
export function SocialLinks({ social }: { social: StoreSettings['social'] }) {
  const present = NETWORKS.filter((network) => social[network.key]);
  if (present.length === 0) return null;
  return (
    <ul className={styles.social}>
      {present.map((network) => (
        <li key={network.key}>
          <a href={social[network.key]} aria-label={network.name} rel="noopener noreferrer">
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              {network.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
