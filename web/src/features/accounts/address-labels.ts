/** How the three address types read in the UI. */
export const ADDRESS_TYPE_LABELS: Record<string, string> = { home: 'Home', work: 'Work', other: 'Other' };
