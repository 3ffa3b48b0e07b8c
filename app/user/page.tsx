import { ManageAccount } from '@/components/account/ManageAccount';

/** /user shows the account page itself. */
export default function UserPage() {
  return <ManageAccount />;
}
