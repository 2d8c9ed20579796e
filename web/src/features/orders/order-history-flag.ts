/*
 * Spec §2: the order history dropdown exists but only a flag reaches it. Turn it on in the
 * browser's console with `localStorage.setItem('orderHistoryDropdown', 'on')`; /orders then
 * shows its button. Kept apart from the dropdown so the page reads the flag without its code.
 */
export const ORDER_HISTORY_FLAG_KEY = 'orderHistoryDropdown';

export const orderHistoryDropdownEnabled = (raw: string | null) => raw === 'on';
