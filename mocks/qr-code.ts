// The QR code Fortify sends (TwoFactorAuthenticatable::twoFactorQrCodeSvg): BaconQrCode's SVG back
// end, 192 pixels, no margin, dark modules rgb(45, 55, 72) on white, error correction L, without the
// XML declaration. The modules come from the QR encoder antd's QRCode ships (Nayuki's qrcodegen).
import { Ecc, QrCode } from '@rc-component/qrcode/es/libs/qrcodegen';

const SIZE = 192;

/** SVG markup of the QR code of `text`, one path of unit squares scaled to 192 pixels. */
export function qrCodeSvg(text: string): string {
  const code = QrCode.encodeText(text, Ecc.LOW);
  let path = '';
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) if (code.getModule(x, y)) path += `M${x} ${y}h1v1h-1z`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${code.size} ${code.size}" shape-rendering="crispEdges">` +
    `<rect x="0" y="0" width="${code.size}" height="${code.size}" fill="#ffffff"/>` +
    `<path fill="#2d3748" d="${path}"/></svg>`
  );
}
