import { formatDate } from '@/lib/format';
import type { StaffAccount } from '@/lib/types/staff';
import { areaLabels } from '@/lib/desk/permissions';
import { AddStaffForm } from './AddStaffForm';
import { StaffAreasForm } from './StaffAreasForm';
import { ResetPasswordButton } from './ResetPasswordButton';
import { StaffActiveButton } from './StaffActiveButton';
import { PageTitle } from '../ui/PageTitle';
import { Panel } from '../ui/Panel';
import actions from '../ui/Actions.module.scss';
import styles from './StaffAccounts.module.scss';

/** The owner's list of accounts: who can sign in, and the switch that lets them in or keeps them out. */
export function StaffAccounts({ accounts, selfId }: { accounts: StaffAccount[]; selfId: number }) {
  return (
    <>
      <PageTitle>Staff</PageTitle>
      <table className={styles.staff}>
        <caption>{accounts.length} accounts</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Areas</th>
            <th scope="col">Since</th>
            <th scope="col">Access</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id} data-testid="staff-row">
              <th scope="row">{account.name}</th>
              <td>{account.email}</td>
              <td>{account.role === 'owner' ? 'Owner' : 'Staff'}</td>
              <td>
                {account.role === 'owner' ? 'Everything' : areaLabels(account.permissions)}
                {account.role === 'staff' && account.id !== selfId && (
                  <StaffAreasForm id={account.id} name={account.name} areas={account.permissions} />
                )}
              </td>
              <td>{formatDate(account.created_at)}</td>
              <td>
                {account.id === selfId ? (
                  'You'
                ) : (
                  <div className={actions.row}>
                    <StaffActiveButton id={account.id} name={account.name} active={account.active} />
                    <ResetPasswordButton id={account.id} name={account.name} />
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Panel id="add-staff-title" title="Add a staff account">
        <AddStaffForm />
      </Panel>
    </>
  );
}
