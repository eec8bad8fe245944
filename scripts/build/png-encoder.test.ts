import { inflateSync } from 'node:zlib';
import { crc32, encodePng } from './png-encoder';
import { touchIconPixel } from './touch-icons';

/** The chunks of a PNG: type and data, after checking each CRC. */
function chunksOf(png: Buffer): { type: string; data: Buffer }[] {
  const chunks: { type: string; data: Buffer }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const typed = png.subarray(offset + 4, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(typed));
    chunks.push({ type: typed.subarray(0, 4).toString('ascii'), data: typed.subarray(4) });
    offset += 12 + length;
  }
  return chunks;
}

describe('the PNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('writes a PNG whose header and pixels read back as drawn', () => {
    const png = encodePng(2, 2, (x, y) => [x * 100, y * 100, 7, 255]);
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const chunks = chunksOf(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]?.data ?? Buffer.alloc(13);
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([
      2, 2, 8, 6,
    ]);
    expect([...inflateSync(chunks[1]?.data ?? Buffer.alloc(0))]).toEqual([
      0, 0, 0, 7, 255, 100, 0, 7, 255, 0, 0, 100, 7, 255, 100, 100, 7, 255,
    ]);
  });

  it('draws the icon navy at the corner, white on the ring, grey at the centre', () => {
    const pixel = touchIconPixel(100);
    expect(pixel(0, 0)).toEqual([0x0f, 0x22, 0x38, 0xff]);
    expect(pixel(50, 20)).toEqual([0xff, 0xff, 0xff, 0xff]);
    expect(pixel(50, 50)).toEqual([0xee, 0xf2, 0xf6, 0xff]);
  });
});
