import Link from 'next/link';

export default function NotFound() {
  return (
    <section style={{ textAlign: 'center', padding: '64px 16px' }}>
      <h1>Page not found</h1>
      <p>Sorry, the page you are looking for could not be found.</p>
      <Link href="/">Back to Home</Link>
    </section>
  );
}
