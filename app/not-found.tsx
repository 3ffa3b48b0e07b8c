import { PageNotFound } from '@/components/layout/PageNotFound';

export default function NotFound() {
  return <PageNotFound />;
}
