import { configureStore, createSlice } from '@reduxjs/toolkit';

/** App-wide client state; wizard features add their slices here. */
const uiSlice = createSlice({
  name: 'ui',
  initialState: { mobileMenuOpen: false },
  reducers: {
    setMobileMenuOpen(state, action: { payload: boolean }) {
      state.mobileMenuOpen = action.payload;
    },
  },
});

export const { setMobileMenuOpen } = uiSlice.actions;

export function createStore() {
  return configureStore({ reducer: { ui: uiSlice.reducer } });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
