/** Ends the current task so the browser can paint and handle input before the next step. */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
