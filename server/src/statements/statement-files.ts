import {
  STATEMENT_ROW_CELLS,
  STATEMENT_TOTAL_CELLS,
  statementCells,
  type StatementColumn,
  type StatementEntry,
} from '@betshell/domain/accounts';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PDFPage } from 'pdf-lib';

/** The words of a statement's files in one language, by dictionary key (paycheck_*). */
export type StatementWords = (key: string) => string;

export interface StatementFileInput {
  readonly playerId: number;
  readonly from: string;
  readonly to: string;
  readonly entries: readonly StatementEntry[];
  readonly words: StatementWords;
}

// `_sum`: a key ending in `_other` would read as a plural form of `paycheck`.
const columnKey = (column: StatementColumn | 'net') => `paycheck_${column}_sum`;
const headingKey = (cell: string) => `paycheck_cell_${cell}`;

function table(input: StatementFileInput, words: StatementWords) {
  const cells = statementCells(input.entries, (column) => words(columnKey(column)));
  return {
    rowHeadings: STATEMENT_ROW_CELLS.map((cell) => words(headingKey(cell))),
    totalHeadings: STATEMENT_TOTAL_CELLS.map((cell) =>
      cell === 'currency' ? words(headingKey(cell)) : words(columnKey(cell)),
    ),
    ...cells,
  };
}

/** A CSV field: quoted when it holds a separator, a quote or a line break (RFC 4180). */
const csvField = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * The statement as CSV (RFC 4180, UTF-8 with a byte order mark so that spreadsheet programs read
 * the language's letters): its title and period, the totals per currency, then every row.
 */
export function statementCsv(input: StatementFileInput): string {
  const { rowHeadings, totalHeadings, rows, totals } = table(input, input.words);
  return (
    '\ufeff' +
    csvLine([input.words('paycheck_title'), `${input.from} - ${input.to}`, `#${input.playerId}`]) +
    csvLine([]) +
    csvLine(totalHeadings) +
    totals.map(csvLine).join('') +
    csvLine([]) +
    csvLine(rowHeadings) +
    rows.map(csvLine).join('')
  );
}

/**
 * DejaVu Sans and its bold (the dejavu-fonts-ttf package, free to embed): they write every
 * language of the site, Cyrillic, Kazakh's, Azerbaijani's and Uzbek's letters among them, where
 * pdf-lib's standard fonts write WinAnsi only. Read once, when the first PDF is asked for.
 */
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: Promise<readonly [Uint8Array, Uint8Array]> | undefined;
const statementFonts = () =>
  (fonts ??= Promise.all([
    readFile(join(FONT_DIR, 'DejaVuSans.ttf')),
    readFile(join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  ]));

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const LINE = 14;

/**
 * pdf-lib and fontkit, loaded when the first PDF is asked for rather than with the app: loading them
 * costs about 0.4 s of a core, which every start of the app paid (the server's, and each test file's
 * that builds it, under jest), while few ask for a statement as PDF.
 */
async function pdfLibraries() {
  const [{ PDFDocument, rgb }, { default: fontkit }] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
  ]);
  return { PDFDocument, rgb, fontkit };
}

/**
 * The statement as PDF (pdf-lib), with the same cells as the CSV (statementCells), in the asked
 * language. The fonts are embedded as subsets of the letters the statement uses, so the file stays
 * a few kilobytes.
 */
export async function statementPdf(input: StatementFileInput): Promise<Uint8Array> {
  const { PDFDocument, rgb, fontkit } = await pdfLibraries();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const [regular, boldFace] = await statementFonts();
  const font = await pdf.embedFont(regular, { subset: true });
  const bold = await pdf.embedFont(boldFace, { subset: true });
  const words = input.words;
  const { rowHeadings, totalHeadings, rows, totals } = table(input, words);
  pdf.setTitle(`${words('paycheck_title')} ${input.from} - ${input.to}`);
  pdf.setCreator('betshell');

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const newLine = () => {
    y -= LINE;
    if (y < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const write = (cells: readonly string[], widths: readonly number[], heading = false) => {
    let x = PAGE.margin;
    cells.forEach((cell, index) => {
      page.drawText(cell, { x, y, size: 9, font: heading ? bold : font, color: rgb(0, 0, 0) });
      x += widths[index] ?? 70;
    });
    newLine();
  };

  page.drawText(words('paycheck_title'), { x: PAGE.margin, y, size: 16, font: bold });
  y -= LINE * 1.5;
  write([`${input.from} - ${input.to}`, `#${input.playerId}`], [150, 100]);
  newLine();
  write([words('paycheck_totals')], [300], true);
  const totalWidths = [55, 70, 70, 70, 70, 70, 70];
  write(totalHeadings, totalWidths, true);
  for (const total of totals) write(total, totalWidths);
  newLine();
  write([words('paycheck_rows')], [300], true);
  const rowWidths = [110, 65, 55, 90, 90, 90];
  write(rowHeadings, rowWidths, true);
  if (rows.length === 0) write([words('paycheck_no_rows')], [300]);
  for (const row of rows) write(row, rowWidths);
  return pdf.save();
}
