/*
 * Problem reports (issue 39 part 3, docs/decisions/0043-problem-reports.md): what a customer may
 * report about a delivered order, the limits of the texts, and the words both sides show. No
 * imports, so the browser bundle takes it as is.
 */

export const PROBLEM_REASONS = ['damaged', 'missing', 'not_fresh', 'wrong_item'] as const;
export type ProblemReasonName = (typeof PROBLEM_REASONS)[number];

export const PROBLEM_REASON_LABELS: Record<ProblemReasonName, string> = {
  damaged: 'Damaged',
  missing: 'Missing',
  not_fresh: 'Not fresh',
  wrong_item: 'Wrong item',
};

export const PROBLEM_REPORT_STATUSES = ['open', 'refunded', 'replaced', 'refused'] as const;
export type ProblemReportStatusName = (typeof PROBLEM_REPORT_STATUSES)[number];

export const PROBLEM_STATUS_LABELS: Record<ProblemReportStatusName, string> = {
  open: 'Under review',
  refunded: 'Refunded',
  replaced: 'Replacement on its way',
  refused: 'Not accepted',
};

/** The customer's description of what went wrong. */
export const PROBLEM_NOTE_MAX = 1000;
/** The admin's note with the outcome (required for a refusal: the customer reads why). */
export const RESOLUTION_NOTE_MAX = 500;
/** Lines one report may name (an order has at most 100). */
export const PROBLEM_LINES_MAX = 100;

export const PROBLEM_MESSAGES = {
  chooseLines: 'Choose the items that had a problem',
  chooseReason: 'Choose what was wrong: damaged, missing, not fresh or wrong item',
  noteTooLong: `A note has at most ${PROBLEM_NOTE_MAX} characters`,
  resolutionNoteTooLong: `A note has at most ${RESOLUTION_NOTE_MAX} characters`,
  refusalNeedsNote: 'Tell the customer why the report is refused',
  notDelivered: 'You can report a problem once the order has been delivered',
  windowClosed: 'The time to report a problem with this order has passed',
  reportOpen: 'We are already looking at a problem you reported on this order; you can report another once it is resolved',
  nothingLeft: 'Every item of this order has already been reported',
  alreadyResolved: 'This problem report has already been resolved',
} as const;

/** "3 of Alphonso Mango can be reported" when a line asks for more than is left. */
export const tooManyMessage = (left: number, productName: string) =>
  left > 0 ? `At most ${left} of ${productName} can be reported` : `${productName} has already been reported`;
