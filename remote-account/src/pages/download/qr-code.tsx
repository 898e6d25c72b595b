/** A QR code drawn locally as SVG squares (qrcode-generator); nothing is fetched or injected as HTML. */
import qrcode from 'qrcode-generator';

export function QrCode({ text, size = 3 }: { text: string; size?: number }) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  const cells: string[] = [];
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) cells.push(`M${c + 2} ${r + 2}h1v1h-1z`);
  return (
    <svg
      viewBox={`0 0 ${n + 4} ${n + 4}`}
      style={{ width: `${size}rem`, height: `${size}rem`, background: '#fff' }}
      role="img"
      aria-label="下载二维码"
      shapeRendering="crispEdges"
    >
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}
