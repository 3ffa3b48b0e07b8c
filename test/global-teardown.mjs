/** After a Jest run: the template database goes (test/global-setup.mjs). */
import { template } from './global-setup.mjs';

export default function globalTeardown() {
  template('drop', process.env.SHOP_TEST_TEMPLATE);
}
