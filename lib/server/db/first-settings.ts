/**
 * The store's settings a new database starts with: the seed writes them, and the build's own database holds just
 * them, since every page's layout reads them. The owner changes them at /admin/settings.
 */
import { CURRENCY } from '../../format';

export const STORE = {
  storeName: 'Lumière Intimates',
  logo: 'logo.svg',
  currency: CURRENCY,
  menuShow: ['home', 'shop', 'clearance-sale', 'about-us', 'contact-us'],
  social: {
    facebook: 'https://www.facebook.com/lumiereintimates.bd',
    instagram: 'https://www.instagram.com/lumiereintimates.bd',
    youtube: 'https://www.youtube.com/@lumiereintimates',
    pinterest: 'https://www.pinterest.com/lumiereintimates',
  },
  // Flat Rate: 60 BDT inside Dhaka, 100 outside (the delivery policy).
  shippingStatus: 'Flat Rate',
  chargeInCity: 60,
  chargeOutCity: 100,
  minCharge: 100,
  customRate: [
    { greater_value: 5000, charge: 0 },
    { greater_value: 2000, charge: 60 },
  ],
  companyName: 'Lumière Intimates Ltd.',
  companyEmail: 'support@lumiere-intimates.com.bd',
  companyPhone: '+8809612345678',
  companyAddress: 'House 42, Road 11, Banani, Dhaka 1213, Bangladesh',
  companyWebsite: 'https://lumiere-intimates.com.bd',
};
