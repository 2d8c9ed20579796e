/*
 * Spec §4 Subscription page: a plan a guest chose before logging in is kept in session
 * storage, restored after login and then cleared. Session storage (not local): the choice
 * belongs to this tab's visit, and a later visit starts fresh.
 */
export const SELECTED_PLAN_KEY = 'selectedPlanId';

export function savePlanChoice(planId: string): void {
  try {
    window.sessionStorage.setItem(SELECTED_PLAN_KEY, planId);
  } catch {
    // Storage blocked (private mode): the guest picks the plan again after logging in.
  }
}

export function readPlanChoice(): string | null {
  try {
    return window.sessionStorage.getItem(SELECTED_PLAN_KEY);
  } catch {
    return null;
  }
}

export function clearPlanChoice(): void {
  try {
    window.sessionStorage.removeItem(SELECTED_PLAN_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}
