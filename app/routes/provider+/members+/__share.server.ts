import QRCode from "qrcode";

/** Where the QR code and the e-mail send the patient: their dashboard, which shows the plan, after sign-in. */
export const PATIENT_PLAN_PATH = "/curapatient/patient/dashboard";

/**
 * The QR code of an address as an SVG drawn on the server (qrcode, a well-kept library): no script
 * and no image request, so it shows and prints without JS. Medium error correction survives a
 * creased printout.
 */
export function qrSvg(address: string): Promise<string> {
  return QRCode.toString(address, { type: "svg", errorCorrectionLevel: "M", margin: 2, width: 192 });
}
