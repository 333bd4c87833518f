/** Length conversions for layouts: everything in templates/ is in millimetres; PDF wants points. */

export const MM_PER_INCH = 25.4;
export const PT_PER_INCH = 72;
/** PDF points per millimetre (72 / 25.4). */
export const PT_PER_MM = PT_PER_INCH / MM_PER_INCH;

/** Millimetres to PDF points. */
export function mmToPt(mm: number): number {
  return mm * PT_PER_MM;
}

/** PDF points to millimetres. */
export function ptToMm(pt: number): number {
  return pt / PT_PER_MM;
}

/** Inches to millimetres. */
export function inchToMm(inch: number): number {
  return inch * MM_PER_INCH;
}
