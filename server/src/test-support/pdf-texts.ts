import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFObject,
} from 'pdf-lib';

/**
 * The strings a PDF made by pdf-lib draws, page by page in order, as text: each `<hex> Tj` of a
 * page's content read through the ToUnicode map of the font set before it (`/Name size Tf`), as a
 * PDF reader does to copy or search a page's text. pdf-lib writes embedded fonts' text as glyph
 * ids, so the drawn bytes say nothing without that map.
 */
export async function pdfTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const resolve = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? pdf.context.lookup(object) : object;
  const streamText = (object: PDFObject | undefined) => {
    const stream = resolve(object);
    if (!(stream instanceof PDFRawStream)) throw new Error('not a stream');
    return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  };
  const texts: string[] = [];
  for (const page of pdf.getPages()) {
    const fonts = resolve(page.node.Resources()?.get(PDFName.of('Font')));
    const maps = new Map<string, Map<number, string>>();
    if (fonts instanceof PDFDict) {
      for (const [name, ref] of fonts.entries()) {
        const font = resolve(ref);
        if (font instanceof PDFDict && font.has(PDFName.of('ToUnicode'))) {
          maps.set(name.decodeText(), toUnicode(streamText(font.get(PDFName.of('ToUnicode')))));
        }
      }
    }
    const contents = resolve(page.node.get(PDFName.of('Contents')));
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    const content = parts.map((part) => streamText(part)).join('\n');
    let map: Map<number, string> | undefined;
    for (const op of content.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (op[1] !== undefined) map = maps.get(op[1]);
      else if (map === undefined) texts.push(Buffer.from(op[2]!, 'hex').toString('latin1'));
      else texts.push(glyphText(op[2]!, map));
    }
  }
  return texts;
}

/** A ToUnicode CMap's glyph-to-text pairs (bfchar) and ranges (bfrange, with a start text). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(pair[1]!, 16), utf16(pair[2]!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const [first, last, start] = [range[1]!, range[2]!, range[3]!].map((hex) =>
        parseInt(hex, 16),
      );
      for (let glyph = first!; glyph <= last!; glyph += 1) {
        map.set(glyph, String.fromCodePoint(start! + glyph - first!));
      }
    }
  }
  return map;
}

/** Two-byte glyph ids, as pdf-lib writes an embedded font's text, through the font's map. */
function glyphText(hex: string, map: ReadonlyMap<number, string>): string {
  let text = '';
  for (let at = 0; at + 4 <= hex.length; at += 4) {
    text += map.get(parseInt(hex.slice(at, at + 4), 16)) ?? '\ufffd';
  }
  return text;
}
