// Draws the app icons (crimson tile, white ball with a crimson pentagon) as PNG files in
// public/icons, so the suite is installable without fetching any artwork. Run: node build/make-icons.mjs
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CRIMSON = [0xdc, 0x14, 0x3c];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function inPentagon(x, y, cx, cy, r) {
  // inside when on the inner side of all five edges
  const pts = Array.from({ length: 5 }, (_, i) => {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
  return pts.every(([x1, y1], i) => {
    const [x2, y2] = pts[(i + 1) % 5];
    return (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1) >= 0;
  });
}

function pixel(x, y, size, maskable) {
  const c = size / 2;
  const ball = size * (maskable ? 0.3 : 0.36);
  const d = Math.hypot(x - c, y - c);
  if (d <= ball) return inPentagon(x, y, c, c, ball * 0.45) ? CRIMSON : WHITE;
  return CRIMSON;
}

function png(size, maskable) {
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) row.set(pixel(x + 0.5, y + 0.5, size, maskable), 1 + x * 3);
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
mkdirSync(out, { recursive: true });
for (const size of [180, 192, 512]) writeFileSync(path.join(out, `icon-${size}.png`), png(size, false));
writeFileSync(path.join(out, 'maskable-512.png'), png(512, true));
