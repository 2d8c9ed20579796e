import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatIndiaDate } from '@fruit-shop/common/dates';
import type { Paise } from '../../lib/money.js';
import { indianFigures, rupeesInWords } from './amount-words.js';
import type { InvoiceDocument } from './invoice.service.js';

/*
 * The invoice or credit note as a PDF, drawn on the server with PDFKit (docs/decisions/0042).
 * The font is Noto Sans Devanagari from npm, embedded (subset) in each file: it has the rupee sign,
 * Latin and Devanagari, and nothing is fetched at run time. The layout follows rule 46 (tax
 * invoice), rule 49 (bill of supply), rule 46A (one invoice-cum-bill of supply when taxed and
 * nil-rated goods go to an unregistered buyer together) and rule 53 (credit note), CGST Rules 2017.
 */

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
/** Read once per process; PDFKit subsets them into each document. */
const FONTS = {
  regular: readFileSync(require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`)),
  bold: readFileSync(require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`)),
};

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const INK = '#1a202c';
const MUTED = '#4a5568';
const RULE = '#a0aec0';

/** What the document is called, in English and Hindi. */
export function documentTitle(doc: Pick<InvoiceDocument, 'kind' | 'lines'>): { english: string; hindi: string } {
  if (doc.kind === 'credit_note') return { english: 'CREDIT NOTE', hindi: 'क्रेडिट नोट' };
  const taxed = doc.lines.some((l) => l.rate > 0);
  const nil = doc.lines.some((l) => l.rate === 0);
  if (taxed && nil) return { english: 'INVOICE-CUM-BILL OF SUPPLY', hindi: 'बीजक-सह-आपूर्ति बिल' };
  if (nil) return { english: 'BILL OF SUPPLY', hindi: 'आपूर्ति बिल' };
  return { english: 'TAX INVOICE', hindi: 'कर बीजक' };
}

const rupees = (paise: Paise) => `₹${indianFigures(paise)}`;
const figures = (paise: Paise) => indianFigures(paise);
const rateText = (rate: number) => (rate === 0 ? 'Nil*' : `${rate}%`);

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

export async function invoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${doc.kind === 'invoice' ? 'Invoice' : 'Credit note'} ${doc.number}`, Author: doc.seller.legalName || doc.seller.tradeName, Subject: `Order #${doc.orderId}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', FONTS.regular);
  pdf.registerFont('bold', FONTS.bold);
  draw(pdf, doc);
  pdf.end();
  return done;
}

function draw(pdf: PDFKit.PDFDocument, doc: InvoiceDocument): void {
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const title = documentTitle(doc);
  const s = doc.seller;

  // Title
  pdf.fillColor(INK).font('bold').fontSize(15).text(title.english, left, PAGE.margin, { width, align: 'center' });
  pdf.font('regular').fontSize(10).fillColor(MUTED).text(title.hindi, { width, align: 'center' });
  if (doc.kind === 'invoice' && title.english === 'INVOICE-CUM-BILL OF SUPPLY') {
    pdf.fontSize(7.5).text('Taxable and nil-rated goods on one document (rule 46A, CGST Rules 2017)', { width, align: 'center' });
  }
  let y = pdf.y + 10;
  rule(pdf, y);
  y += 8;

  // Seller (left) and the document's facts (right)
  const half = width / 2 - 6;
  pdf.fillColor(INK).font('bold').fontSize(11).text(s.tradeName || s.legalName || 'The shop', left, y, { width: half });
  pdf.font('regular').fontSize(8.5).fillColor(INK);
  const sellerLines = [
    s.legalName && s.legalName !== s.tradeName ? s.legalName : '',
    s.address,
    s.state ? `State: ${s.state}${s.stateCode ? ` (code ${s.stateCode})` : ''}` : '',
    `GSTIN: ${s.gstin || 'not registered'}`,
    s.fssaiLicence ? `FSSAI licence no.: ${s.fssaiLicence}` : '',
    [s.phone, s.email].filter(Boolean).join(' · '),
  ].filter(Boolean);
  for (const line of sellerLines) pdf.text(line, left, pdf.y, { width: half });
  const sellerBottom = pdf.y;

  const facts: [string, string][] = [
    [doc.kind === 'invoice' ? 'Invoice no.' : 'Credit note no.', doc.number],
    ['Date', dateText(doc.issuedAt)],
    ...(doc.kind === 'credit_note' && doc.invoiceNumber ? ([['Against invoice', doc.invoiceNumber]] as [string, string][]) : []),
    ['Order', `#${doc.orderId}`],
    ['Place of supply', doc.placeOfSupply],
    ['Reverse charge', 'No'],
  ];
  let fy = y;
  for (const [label, value] of facts) {
    pdf.font('regular').fontSize(8.5).fillColor(MUTED).text(label, left + half + 12, fy, { width: 90 });
    pdf.font('bold').fillColor(INK).text(value, left + half + 102, fy, { width: half - 90 });
    fy = pdf.y + 2;
  }
  y = Math.max(sellerBottom, fy) + 8;
  rule(pdf, y);
  y += 8;

  // Buyer
  pdf.font('bold').fontSize(9).fillColor(INK).text('Bill to / ship to', left, y, { width });
  pdf.font('regular').fontSize(8.5).text(doc.buyerName, { width });
  pdf.text(doc.buyerAddress, { width });
  pdf.text(`State: ${doc.placeOfSupply} · Unregistered buyer (B2C)`, { width });
  y = pdf.y + 10;

  // Lines
  const tax = doc.interState ? [{ title: 'IGST', width: 78, align: 'right' as const }] : [
    { title: 'CGST', width: 39, align: 'right' as const },
    { title: 'SGST', width: 39, align: 'right' as const },
  ];
  const columns: Column[] = [
    { title: '#', width: 16, align: 'left' },
    { title: 'Description', width: 0, align: 'left' },
    { title: 'HSN', width: 34, align: 'left' },
    { title: 'Qty', width: 24, align: 'right' },
    { title: 'Unit', width: 30, align: 'left' },
    { title: 'Amount', width: 50, align: 'right' },
    { title: 'Discount', width: 42, align: 'right' },
    { title: 'Taxable value', width: 54, align: 'right' },
    { title: 'Rate', width: 30, align: 'right' },
    ...tax,
    { title: 'Total', width: 54, align: 'right' },
  ];
  columns[1].width = width - columns.reduce((a, c) => a + c.width, 0);
  y = row(pdf, columns, columns.map((c) => c.title), y, { bold: true, shade: true });
  for (const l of doc.lines) {
    const description = l.kind === 'goods' ? l.description : `${l.description} (with the goods, at their rate)`;
    const cells = [
      String(l.position),
      l.rate === 0 ? `${description} — nil-rated` : description,
      l.hsnCode ?? '—',
      String(l.quantity),
      l.unit,
      figures(l.gross),
      l.discount ? figures(l.discount) : '—',
      figures(l.taxableValue),
      rateText(l.rate),
      ...(doc.interState ? [figures(l.igst)] : [figures(l.cgst), figures(l.sgst)]),
      figures(l.total),
    ];
    y = row(pdf, columns, cells, y, {});
    if (y > PAGE.height - 200) {
      pdf.addPage();
      y = PAGE.margin;
    }
  }
  rule(pdf, y);
  y += 8;

  // Totals: by rate, then the document's
  const byRate = new Map<number, { taxable: number; cgst: number; sgst: number; igst: number }>();
  for (const l of doc.lines) {
    const t = byRate.get(l.rate) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    t.taxable += l.taxableValue;
    t.cgst += l.cgst;
    t.sgst += l.sgst;
    t.igst += l.igst;
    byRate.set(l.rate, t);
  }
  const summaryTop = y;
  pdf.font('bold').fontSize(8.5).fillColor(INK).text('Tax by rate', left, y, { width: half });
  for (const [rate, t] of [...byRate].sort((a, b) => a[0] - b[0])) {
    const taxText = rate === 0 ? 'nil-rated, no tax' : doc.interState ? `IGST ${rupees(t.igst)}` : `CGST ${rate / 2}% ${rupees(t.cgst)} + SGST ${rate / 2}% ${rupees(t.sgst)}`;
    pdf.font('regular').fontSize(8).text(`${rate}%: taxable ${rupees(t.taxable)}, ${taxText}`, left, pdf.y, { width: half });
  }
  const summaryBottom = pdf.y;

  const totals: [string, string][] = [
    ['Taxable value', rupees(doc.taxableValue)],
    ...(doc.interState ? ([['IGST', rupees(doc.igst)]] as [string, string][]) : ([['CGST', rupees(doc.cgst)], ['SGST', rupees(doc.sgst)]] as [string, string][])),
    [doc.kind === 'invoice' ? 'Invoice total' : 'Credit note total', rupees(doc.total)],
  ];
  let ty = summaryTop;
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    pdf.font(last ? 'bold' : 'regular').fontSize(last ? 10 : 8.5).fillColor(INK);
    pdf.text(label, left + half + 12, ty, { width: 120 });
    pdf.text(value, left + half + 132, ty, { width: half - 120, align: 'right' });
    ty = pdf.y + 2;
  });
  y = Math.max(summaryBottom, ty) + 6;
  pdf.font('bold').fontSize(8.5).text(`Amount in words: ${rupeesInWords(doc.total)}`, left, y, { width });
  y = pdf.y + 10;
  rule(pdf, y);
  y += 6;

  // Notes
  const notes = [
    'Prices include GST. Discounts shown reduce the taxable value (section 15(3)(a), CGST Act 2017).',
    '* Nil-rated: fresh fruit (chapter 08) bears no GST; these lines form the bill of supply (rule 49, CGST Rules 2017).',
    'Delivery and handling come with the goods (a composite supply, section 8(a)): they are taxed at the rate of the goods.',
    ...(doc.kind === 'credit_note' ? [`Issued for a refund against invoice ${doc.invoiceNumber ?? ''} (section 34, CGST Act 2017).`] : []),
    'Computer-generated document; no signature required.',
  ];
  pdf.font('regular').fontSize(7.5).fillColor(MUTED).text(notes[0], left, y, { width });
  for (const note of notes.slice(1)) pdf.text(note, left, pdf.y, { width });
  pdf.moveDown(1.5);
  pdf.font('bold').fontSize(8.5).fillColor(INK).text(`For ${s.legalName || s.tradeName}`, left, pdf.y, { width, align: 'right' });
}

function rule(pdf: PDFKit.PDFDocument, y: number): void {
  pdf.save().moveTo(PAGE.margin, y).lineTo(PAGE.width - PAGE.margin, y).lineWidth(0.5).strokeColor(RULE).stroke().restore();
}

/** One table row at `y`; returns the next row's top. Cells wrap within their column. */
function row(pdf: PDFKit.PDFDocument, columns: Column[], cells: string[], y: number, style: { bold?: boolean; shade?: boolean }): number {
  pdf.font(style.bold ? 'bold' : 'regular').fontSize(7.5);
  const pad = 2;
  const height = Math.max(...cells.map((cell, i) => pdf.heightOfString(cell, { width: columns[i].width - 2 * pad }))) + 2 * pad;
  if (style.shade) pdf.save().rect(PAGE.margin, y, PAGE.width - 2 * PAGE.margin, height).fill('#edf2f7').restore();
  let x = PAGE.margin;
  pdf.fillColor(INK);
  cells.forEach((cell, i) => {
    pdf.text(cell, x + pad, y + pad, { width: columns[i].width - 2 * pad, align: columns[i].align });
    x += columns[i].width;
  });
  return y + height;
}

/** '12 Dec 2026' in India time (common/dates). */
const dateText = (at: Date): string => formatIndiaDate(at);
