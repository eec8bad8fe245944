import { fileTypeByContent, nameFitsType } from './file-type-by-content';
import { EXE_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES } from './upload-fixtures';

describe('the type of an upload by its content', () => {
  it('recognises JPEG, PNG and PDF by their first bytes', () => {
    expect(fileTypeByContent(JPEG_BYTES)).toBe('image/jpeg');
    expect(fileTypeByContent(PNG_BYTES)).toBe('image/png');
    expect(fileTypeByContent(PDF_BYTES)).toBe('application/pdf');
  });

  it.each([
    ['a Windows program', EXE_BYTES],
    ['an HTML page', Buffer.from('<html><script>alert(1)</script>')],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a GIF image', Buffer.from('GIF89a....')],
    ['the start of a PNG signature only', PNG_BYTES.subarray(0, 4)],
    ['nothing', Buffer.alloc(0)],
  ])('knows no kept type in %s', (_, bytes) => {
    expect(fileTypeByContent(bytes)).toBeNull();
  });

  it('lets a name end only as its type is written', () => {
    expect(nameFitsType('photo.JPG', 'image/jpeg')).toBe(true);
    expect(nameFitsType('photo.jpeg', 'image/jpeg')).toBe(true);
    expect(nameFitsType('scan.pdf', 'application/pdf')).toBe(true);
    expect(nameFitsType('photo.png.exe', 'image/png')).toBe(false);
    expect(nameFitsType('photo.pdf', 'image/png')).toBe(false);
    expect(nameFitsType('photo', 'image/png')).toBe(false);
  });
});
