/*
 * How the delivery day prints (issue 36): A4, no navigation chrome at all (the shell's sidebar
 * and header, the filters and every button carry data-print="hide"), black on white, and a stop
 * never split across two pages. A plain <style> while the page is open: the rules are for
 * this page only, and @page has no place in the Chakra system.
 */
const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  html, body { background: #fff !important; }
  [data-print="hide"], [data-scope="toast"] { display: none !important; }
  [data-print="sheet"], [data-print="sheet"] * {
    color: #000 !important;
    background: transparent !important;
    box-shadow: none !important;
  }
  [data-print="sheet"] a { text-decoration: none !important; }
  [data-print="stop"] {
    break-inside: avoid;
    page-break-inside: avoid;
    border: 1px solid #000 !important;
  }
  main { padding: 0 !important; }
}
`;

export function PrintStyles() {
  return <style data-testid="delivery-day-print-styles">{PRINT_CSS}</style>;
}
