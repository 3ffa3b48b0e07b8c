import { api, apiDispatch, type ApiState } from './api';
import { sessionActions } from './session';
import { makeStore } from './store';

const orderPage = { orders: { data: [], current_page: 1, last_page: 1, per_page: 5, total: 0 } };
const cached = (store: ReturnType<typeof makeStore>) => api.endpoints.orderList.select(1)(store.getState() as ApiState).data;
const nadia = { id: 1, name: 'Nadia', email: 'nadia@example.com', contact: null, phone: null };

describe('the API cache across accounts', () => {
  it("keeps one customer's answers while they stay, and drops them when another signs in or they sign out", async () => {
    const store = makeStore();
    store.dispatch(sessionActions.signedIn(nadia));
    await apiDispatch(store.dispatch)(api.util.upsertQueryData('orderList', 1, orderPage));
    expect(cached(store)).toEqual(orderPage);

    store.dispatch(sessionActions.signedIn({ ...nadia, name: 'Nadia Rahman' }));
    expect(cached(store)).toEqual(orderPage);

    store.dispatch(sessionActions.signedIn({ ...nadia, id: 2, email: 'other@example.com' }));
    expect(cached(store)).toBeUndefined();

    await apiDispatch(store.dispatch)(api.util.upsertQueryData('orderList', 1, orderPage));
    store.dispatch(sessionActions.signedOut());
    expect(cached(store)).toBeUndefined();
  });
});
