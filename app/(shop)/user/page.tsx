import { AccountTab } from '@/components/account/AccountTab';

/** /user shows the account page itself. */
export default function UserPage() {
  return <AccountTab tab="manage" />;
}
