/** A check mark repeated in every feature line: plain SVG rather than an icon component per line. */
export function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}
