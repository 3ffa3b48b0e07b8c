import Image from 'next/image';
import Link from 'next/link';

export const metadata = { title: 'Floor' };

/** A heading, a link and an image: what every page of the shop has at the least. */
export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <Link href="/">Home</Link>
      <Image src="/floor.svg" alt="A box" width={400} height={500} priority />
    </main>
  );
}
