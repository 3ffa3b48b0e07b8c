import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** True once the persisted state has been read back: until then the cart is not yet known. */
export const useRehydrated = () => useAppSelector((state) => state._persist?.rehydrated ?? false);
