import { isSafeUploadFileName } from './upload-file-name';

describe('the name of an upload', () => {
  it.each(['photo.png', 'Паспорт стр. 2.jpg', 'scan (1).pdf', 'a.b.c.png'])(
    'may be the plain name %j',
    (name) => {
      expect(isSafeUploadFileName(name)).toBe(true);
    },
  );

  it.each([
    ['a relative path', '../../etc/passwd.png'],
    ['a folder', 'docs/photo.png'],
    ['a Windows path', 'C:\\Users\\me\\photo.png'],
    ['a drive letter', 'C:photo.png'],
    ['a line break', 'photo\n.png'],
    ['a NUL-like control character', 'photo\u0001.png'],
    ['a C1 control character', 'photo\u0085.png'],
    ['a right-to-left override', 'photo\u202egnp.exe'],
    ['nothing', ''],
    ['only dots', '..'],
    ['leading spaces', ' photo.png'],
    ['more than 255 characters', `${'a'.repeat(252)}.png`],
  ])('may not hold %s', (_, name) => {
    expect(isSafeUploadFileName(name)).toBe(false);
  });
});
