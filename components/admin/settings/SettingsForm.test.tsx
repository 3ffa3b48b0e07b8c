/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SettingsDraft } from '@/lib/validation/settings-form';
import { SettingsForm } from './SettingsForm';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const values: SettingsDraft = {
  store_name: 'Lumière',
  company_name: 'Lumière Intimates Ltd',
  email: 'support@example.com',
  phone: '+880 1711-000000',
  address: 'Gulshan 2, Dhaka',
  website: 'https://example.com',
  facebook: '',
  instagram: '',
  youtube: '',
  pinterest: '',
  shipping_status: 'Flat Rate',
  charge_in_city: 60,
  charge_out_city: 100,
  suburbs_charge: null,
  charge_per_kg: 0,
  min_charge: 100,
  tiers: [],
  order_code: 'new',
  sms_language: 'en',
  exchange_charge: true,
  coupon_owner_above: 30,
  low_stock_at: 3,
};

describe('the settings form’s order code, SMS language and exchange charge', () => {
  it('shows the saved choices by their words and sends the ones picked', async () => {
    const send = jest.fn(async (_path: string, _init: RequestInit) =>
      Response.json({ status: 'success', msg: 'Settings saved' }),
    );
    global.fetch = send as typeof fetch;
    render(<SettingsForm values={values} gateways={[]} />);
    const code = screen.getByLabelText('Ask for a code before a cash-on-delivery order');
    expect(code).toHaveDisplayValue('For new customers');
    expect(
      within(code)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Off', 'For new customers', 'Always']);
    const language = screen.getByLabelText('SMS language');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Bangla']);

    await userEvent.selectOptions(code, 'Always');
    await userEvent.selectOptions(language, 'Bangla');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Charge delivery on exchanges' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(send.mock.calls[0][1].body))).toMatchObject({
      order_code: 'always',
      sms_language: 'bn',
      exchange_charge: false,
    });
  });
});

describe('the settings form’s delivery zones', () => {
  const sent = async () => {
    const send = jest.fn(async (_path: string, _init: RequestInit) =>
      Response.json({ status: 'success', msg: 'Settings saved' }),
    );
    global.fetch = send as typeof fetch;
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    return JSON.parse(String(send.mock.calls[0][1].body));
  };

  it('sends the suburbs as their district and no charge per kg, as they come', async () => {
    render(<SettingsForm values={values} gateways={[]} />);
    expect(screen.getByRole('checkbox', { name: "Charge Dhaka's suburbs apart" })).not.toBeChecked();
    expect(screen.queryByLabelText('Dhaka suburbs')).toBeNull();
    expect(screen.getByLabelText('Charge per kg')).toHaveValue(0);
    expect(await sent()).toMatchObject({ suburbs_charge: null, charge_per_kg: 0 });
  });

  it('charges the suburbs apart once ticked, and each kg over the first', async () => {
    render(<SettingsForm values={values} gateways={[]} />);
    await userEvent.click(screen.getByRole('checkbox', { name: "Charge Dhaka's suburbs apart" }));
    await userEvent.type(screen.getByLabelText('Dhaka suburbs'), '80');
    await userEvent.clear(screen.getByLabelText('Charge per kg'));
    await userEvent.type(screen.getByLabelText('Charge per kg'), '20');
    expect(await sent()).toMatchObject({ suburbs_charge: 80, charge_per_kg: 20 });
  });

  it('asks for the suburbs’ charge once ticked', async () => {
    render(<SettingsForm values={values} gateways={[]} />);
    await userEvent.click(screen.getByRole('checkbox', { name: "Charge Dhaka's suburbs apart" }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter the dhaka suburbs as a number')).toBeInTheDocument();
  });

  it('keeps a saved suburbs charge and takes it off when unticked', async () => {
    render(<SettingsForm values={{ ...values, suburbs_charge: 80, charge_per_kg: 15 }} gateways={[]} />);
    expect(screen.getByLabelText('Dhaka suburbs')).toHaveValue(80);
    await userEvent.click(screen.getByRole('checkbox', { name: "Charge Dhaka's suburbs apart" }));
    expect(await sent()).toMatchObject({ suburbs_charge: null, charge_per_kg: 15 });
  });
});
